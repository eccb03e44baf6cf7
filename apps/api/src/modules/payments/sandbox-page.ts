import { formatMoney } from "@ojas/domain";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

// The storefront's design tokens, light and dark; no external assets (the page's CSP allows only this origin).
const STYLE = `
:root{--bg:#FAF7F2;--surface:#FFFFFF;--ink:#14161A;--muted:#5F6368;--border:#E6E1D8;--accent:#1F6F5C;
--offer:#B86E12;--offer-bg:#FDF1DE;--error:#C5221F;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#0E1012;--surface:#171A1D;--ink:#F1F1EE;--muted:#A6ABB0;
--border:#2A2E33;--accent:#3FB59A;--offer:#F2B35E;--offer-bg:#2B2113;--error:#F28B82}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:var(--surface);border:1px solid var(--border);border-radius:12px;
padding:24px;box-shadow:0 8px 24px rgba(20,22,26,.08)}
.brand{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 16px;font-weight:600}
.badge{border-radius:999px;padding:2px 12px;font-size:14px;font-weight:600;color:var(--ink);
background:var(--offer-bg);border:1px solid var(--offer)}
.note{margin:0 0 20px;font-size:14px;color:var(--muted)}
h1{font-size:20px;line-height:28px;margin:0 0 4px}
.amount{font-size:40px;line-height:48px;font-weight:700;font-variant-numeric:tabular-nums;margin:0 0 16px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:4px 16px;font-size:14px}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
form{margin:0 0 12px}
button{width:100%;min-height:48px;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;
border:1px solid var(--accent)}
.pay{background:var(--accent);color:#FFFFFF}
@media (prefers-color-scheme:dark){.pay{color:#0E1012}}
.fail{background:transparent;color:var(--error);border-color:var(--error)}
button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
a{color:var(--accent);font-weight:600}
.back{display:block;text-align:center;margin-top:16px}
.status{margin:0 0 20px}
fieldset{border:1px solid var(--border);border-radius:8px;margin:0 0 12px;padding:8px 12px}
legend{font-size:14px;color:var(--muted);padding:0 4px}
.instrument{display:flex;align-items:center;gap:8px;min-height:44px;font-size:15px}
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Ojas Pay sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="brand"><span>Ojas Pay sandbox</span><span class="badge">Test gateway</span></p>
<p class="note">A test payment page built into this shop: no real money moves and no card details are asked for.</p>
${content}
</main>
</body>
</html>`;
}

export interface CheckoutPageInput {
  gatewayOrderId: string;
  orderId: string;
  amount: number;
  currency: string;
  token: string;
  payAction: string;
  failAction: string;
  cancelHref: string;
  /** The payment saves its method: the shopper picks a test instrument to save (value and name). */
  instruments?: ReadonlyArray<{ value: string; name: string }>;
}

/** The hosted payment page: amount, Pay, Fail, and a way back without paying. */
export function renderCheckoutPage(input: CheckoutPageInput): string {
  const amount = formatMoney(input.amount, input.currency);
  const token = `<input type="hidden" name="token" value="${escapeHtml(input.token)}">`;
  const saving = (input.instruments?.length ?? 0) > 0;
  const action = input.amount === 0 ? "Save payment method" : `Pay ${amount}`;
  const instruments = saving
    ? `<fieldset><legend>Pay with, and save for renewals</legend>${input
        .instruments!.map(
          (i, n) =>
            `<label class="instrument"><input type="radio" name="instrument" value="${escapeHtml(i.value)}"${n === 0 ? " checked" : ""}> ${escapeHtml(i.name)}</label>`,
        )
        .join("")}</fieldset>
<p class="note">The method you choose is saved (like a card mandate or UPI autopay) and charged when each period renews. You can change it from your account.</p>`
    : "";
  return page(
    action,
    `<h1 id="title">${saving ? "Pay Ojas and save your method" : "Pay Ojas"}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<dl>
<dt>${saving ? "For" : "Order"}</dt><dd>${escapeHtml(input.orderId)}</dd>
<dt>Gateway order</dt><dd>${escapeHtml(input.gatewayOrderId)}</dd>
</dl>
<form method="post" action="${escapeHtml(input.payAction)}">${token}${instruments}<button class="pay" type="submit">${escapeHtml(action)}</button></form>
<form method="post" action="${escapeHtml(input.failAction)}">${token}<button class="fail" type="submit">Fail payment</button></form>
<a class="back" href="${escapeHtml(input.cancelHref)}">Cancel and go back</a>`,
  );
}

/** A page that explains why there is nothing to pay here, with a way back to the shop. */
export function renderMessagePage(
  title: string,
  message: string,
  back: { href: string; label: string },
): string {
  return page(
    title,
    `<h1 id="title">${escapeHtml(title)}</h1>
<p class="status" role="status">${escapeHtml(message)}</p>
<a class="back" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>`,
  );
}
