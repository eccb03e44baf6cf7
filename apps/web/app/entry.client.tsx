import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { dropResourceHints, rootHtmlAsFragment, routerDataDecoded } from "./lib/preact-document.ts";

rootHtmlAsFragment();
dropResourceHints();
void routerDataDecoded(HydratedRouter).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
