import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Address not valid · Ojas</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<main><h1>This address is not valid</h1><p>The link may have been cut short or mistyped.</p><p><a href="/">Go to the home page</a></p></main>
</body>
</html>`;

/**
 * Fastify's `frameworkErrors`: a request it refuses before routing, mostly a path that does not decode
 * (`/api/x/%E0%A4%A`). API paths answer the contract's 4000 envelope like every other 400; storefront
 * paths a small page, since React Router never sees them.
 */
export function answerBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  const status = tooLong ? 414 : 400;
  const message = tooLong ? "The address is too long" : "The address is not a valid URL";
  if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")) {
    return reply
      .code(status)
      .type("application/json; charset=utf-8")
      .send({ error: { code: 4000, message } });
  }
  return reply.code(status).type("text/html; charset=utf-8").send(PAGE);
}
