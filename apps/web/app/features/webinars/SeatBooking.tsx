import { isValidEmail, isValidPhoneForMarket, MARKET_INFO } from "@ojas/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Field, inputClass } from "../../components/ui/Field.tsx";
import { type Api, ApiError } from "../../lib/api.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { useAppSelector } from "../../lib/store.ts";

/** A paid webinar as the lists give it. */
export interface PaidWebinar {
  webinarId: string;
  title: string;
  price?: number;
  currency?: string;
}

interface SeatPrice {
  basePrice: number;
  couponDiscount: number;
  payableAmount: number;
  currency: string;
  couponCode?: string;
}

interface OrderCreated {
  orderId: string;
  payment?: { checkoutUrl: string };
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The small checkout of a paid webinar's seat (docs/product.md, "Webinars"): the attendee, a webinar
 * coupon priced by the API, then "Pay": a visitor signs in first, the RING_WEBINAR_PURCHASE order is
 * created (one Idempotency-Key per attempt) and the market's payment page opens; it returns to the order
 * confirmation, which says the seat is booked.
 */
export function SeatBooking({ webinar }: { webinar: PaidWebinar }) {
  const api = useApi();
  const market = useMarket();
  const format = useMarketFormat(market);
  const openLogin = useOpenLoginPopup();
  const href = useMarketPath();
  const { isLoggedIn, isGuestUser } = useAppSelector((state) => state.user);
  const [name, setName] = useState("");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [price, setPrice] = useState<SeatPrice | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponPending, setCouponPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // One Idempotency-Key per attempt: the same details send the same key (a double click, a lost answer).
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = (field: string) => `seat-${webinar.webinarId}-${field}`;
  const currency = price?.currency ?? webinar.currency;
  const toPay = price?.payableAmount ?? webinar.price ?? 0;

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  async function applyCoupon(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!typed) return;
    setCouponPending(true);
    setCouponError(null);
    try {
      setPrice(
        await api.post<SeatPrice>("/api/pricing/v1/coupons/webinar", {
          webinarId: webinar.webinarId,
          couponCode: typed,
        }),
      );
      setCode("");
    } catch (error) {
      setPrice(null);
      setCouponError(messageOf(error, "This coupon could not be checked."));
    } finally {
      setCouponPending(false);
    }
  }

  function check(): boolean {
    const wrong: Record<string, string> = {};
    if (name.trim().length < 2) wrong.name = "Enter your name";
    if (!isValidPhoneForMarket(market, phoneNumber.trim())) {
      wrong.phoneNumber = `Enter a valid ${MARKET_INFO[market].countryName} mobile number`;
    }
    if (email.trim() && !isValidEmail(email.trim()))
      wrong.email = "Enter a valid email address, or leave it empty";
    setFields(wrong);
    return Object.keys(wrong).length === 0;
  }

  async function create(withApi: Api) {
    const body = {
      webinarId: webinar.webinarId,
      name: name.trim(),
      phoneNumber: phoneNumber.trim(),
      countryCode: MARKET_INFO[market].dialCode,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(price?.couponCode ? { couponCode: price.couponCode } : {}),
      expectedPayableAmount: toPay,
    };
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { key: crypto.randomUUID(), body: sent };
    setPaying(true);
    setProblem(null);
    try {
      const created = await withApi.post<OrderCreated>("/api/oms/v1/createRingWebinarOrder", body, {
        idempotencyKey: attempt.current.key,
      });
      const placed = href(`/order/confirmation?orderId=${encodeURIComponent(created.orderId)}`);
      window.location.assign(created.payment?.checkoutUrl ?? placed);
    } catch (error) {
      setPaying(false);
      // A refusal is an answer: the next try is a new attempt.
      if (error instanceof ApiError && error.status < 500) attempt.current = null;
      if (error instanceof ApiError && error.code === 4008) {
        setProblem("This mobile number already has a seat in this webinar: no need to book again.");
      } else if (error instanceof ApiError && error.fields) {
        setFields(error.fields);
        setProblem(messageOf(error, "Please check the highlighted fields."));
      } else {
        setProblem(messageOf(error, "Something went wrong. Please try again."));
      }
    }
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    if (isLoggedIn && !isGuestUser) {
      void create(api);
      return;
    }
    // A seat is an order of an account: sign in (or up), then carry on with the same details.
    openLogin({ onSuccess: () => void create(api), showSSOOptions: true });
  }

  return (
    <div className="space-y-4 border-t border-line pt-4" data-testid="seat-booking">
      <form onSubmit={applyCoupon} className="flex flex-col gap-2" aria-label="Coupon">
        <label htmlFor={id("coupon")} className="text-sm font-medium text-ink">
          Coupon code
        </label>
        {price?.couponCode ? (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-bg p-3">
            <p className="text-sm text-ink">
              <span className="font-semibold">{price.couponCode}</span> applied
            </p>
            <Button variant="link" onClick={() => setPrice(null)}>
              Remove<span className="sr-only"> coupon {price.couponCode}</span>
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <input
              id={id("coupon")}
              className={inputClass}
              value={code}
              placeholder="Enter a coupon code"
              autoComplete="off"
              aria-invalid={couponError ? true : undefined}
              aria-describedby={id("coupon-result")}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" pending={couponPending} disabled={!code.trim()}>
              Apply
            </Button>
          </div>
        )}
        <div id={id("coupon-result")} aria-live="polite" data-testid="seat-coupon-result">
          {couponError ? <p className="text-sm text-error">{couponError}</p> : null}
          {price?.couponCode ? (
            <p className="text-sm text-success tabular">
              You save {format.money(price.couponDiscount, price.currency)}: your seat costs{" "}
              {format.money(price.payableAmount, price.currency)}.
            </p>
          ) : null}
        </div>
      </form>

      <form onSubmit={pay} noValidate className="space-y-4" aria-label={`Book a seat: ${webinar.title}`}>
        <Field
          ref={nameRef}
          id={id("name")}
          label="Name"
          error={fields.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          required
          maxLength={100}
        />
        <Field
          id={id("phone")}
          label="Mobile number"
          error={fields.phoneNumber}
          prefix={
            <span className="inline-flex min-h-12 items-center rounded-xl border border-line bg-bg px-3 text-ink tabular">
              <span className="sr-only">Dial code </span>
              {MARKET_INFO[market].dialCode}
            </span>
          }
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
        />
        <Field
          id={id("email")}
          label="Email (optional)"
          hint="For the confirmation and reminder; without it we send them by SMS."
          error={fields.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
        />
        <div role="alert" data-testid="seat-problem">
          {problem ? <p className="text-sm text-error">{problem}</p> : null}
        </div>
        <Button
          type="submit"
          pending={paying}
          pendingLabel="Opening payment…"
          className="w-full sm:w-auto"
          data-testid="pay-seat"
        >
          Pay {format.money(toPay, currency)}
        </Button>
        <p className="text-xs text-muted">
          Paid online. Cancel from your orders before the webinar for a full refund.
        </p>
      </form>
    </div>
  );
}

/** A paid card's button: "Book for ₹499" opens the seat's checkout on the same card (?book=). */
export function BookSeatLink({ webinar }: { webinar: PaidWebinar }) {
  const format = useMarketFormat(useMarket());
  return (
    <Link
      to={{ search: `?book=${encodeURIComponent(webinar.webinarId)}` }}
      preventScrollReset
      data-testid="book-seat"
      className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      Book for {format.money(webinar.price ?? 0, webinar.currency)}
      <span className="sr-only">: {webinar.title}</span>
    </Link>
  );
}
