// autocannon setupClient for bench/api-checkout.ts: each connection is its own guest shopper, and every
// request carries a new Idempotency-Key (a retry of one checkout would reuse it; the bench places new ones).
// Loaded with require() inside autocannon's worker thread, hence CommonJS; cookies and the request come
// through the environment the worker inherits (a request per connection, or one for all).
const { randomUUID } = require("node:crypto");

let next = 0;

module.exports = function setupClient(client) {
  const cookies = JSON.parse(process.env.BENCH_CHECKOUT_COOKIES);
  const requests = JSON.parse(process.env.BENCH_CHECKOUT_REQUESTS);
  const request = requests[next % requests.length];
  const cookie = cookies[next % cookies.length];
  next += 1;
  client.setRequests([
    {
      ...request,
      headers: { ...request.headers, cookie },
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, "idempotency-key": randomUUID() } }),
    },
  ]);
};
