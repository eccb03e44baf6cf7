import {
  addressPlace,
  BLOOD_WORK_STATUS_LABELS,
  type BloodWorkBooking,
  type BloodWorkSlot,
} from "@ojas/domain";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { Field } from "../../components/ui/Field.tsx";
import { LoadView } from "../../components/ui/LoadView.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { type Load, useApiLoad } from "../../lib/use-api-load.ts";
import { bloodWorkApi } from "./bloodwork-api.ts";
import { SlotPicker } from "./SlotPicker.tsx";

function StatusBadge({ status }: { status: BloodWorkBooking["status"] }) {
  const tone = status === "CANCELLED" ? "bg-line/60 text-ink" : "bg-accent-soft text-accent";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`} data-testid="bw-status">
      {BLOOD_WORK_STATUS_LABELS[status]}
    </span>
  );
}

/** The shopper's blood-work bookings, newest first (GET /api/blood-work/v1/bookings). */
export function BookingList() {
  const href = useMarketPath();
  const format = useMarketFormat();
  const load = useApiLoad(async (api) => (await bloodWorkApi.bookings(api)).bookings);
  return (
    <LoadView load={load} what="your bookings">
      {(bookings) =>
        bookings.length === 0 ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-muted">No blood tests booked yet.</p>
            <ButtonLink to={href("/blood-work/book")}>Book a blood test</ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-3" data-testid="bw-bookings">
            {bookings.map((b) => (
              <li key={b.bookingId}>
                <Link
                  to={href(`/account/blood-work/${encodeURIComponent(b.bookingId)}`)}
                  className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 hover:border-accent"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{b.packageName}</span>
                    <StatusBadge status={b.status} />
                  </span>
                  <span className="text-sm text-muted">
                    For {b.userInfo.name} · {format.dayDateTime(b.slot.start)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </LoadView>
  );
}

/** One booking: its visit, status timeline and report; reschedule and cancel while the rules allow. */
export function BookingDetail({ bookingId }: { bookingId: string }) {
  const api = useApi();
  const format = useMarketFormat();
  const href = useMarketPath();
  const [load, setLoad] = useState<Load<BloodWorkBooking>>({ kind: "loading" });
  const [mode, setMode] = useState<"view" | "reschedule" | "cancel">("view");
  const [slots, setSlots] = useState<Load<BloodWorkSlot[]> | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reload = useCallback(() => {
    bloodWorkApi
      .booking(api, bookingId)
      .then((r) => setLoad({ kind: "ready", value: r.booking }))
      .catch((e) => setLoad({ kind: "failed", text: failureText(e) }));
  }, [api, bookingId]);
  useEffect(reload, [reload]);

  const openReschedule = (booking: BloodWorkBooking) => {
    setMode("reschedule");
    setError(null);
    setSlots({ kind: "loading" });
    bloodWorkApi
      .slots(api, booking.address.pincode)
      .then((r) =>
        setSlots({ kind: "ready", value: r.slots.filter((s) => s.slotId !== booking.slot.slotId) }),
      )
      .catch((e) => setSlots({ kind: "failed", text: failureText(e) }));
  };

  const act = async (work: () => Promise<{ booking: BloodWorkBooking }>) => {
    setPending(true);
    setError(null);
    try {
      const r = await work();
      setLoad({ kind: "ready", value: r.booking });
      setMode("view");
    } catch (e) {
      setError(failureText(e));
    } finally {
      setPending(false);
    }
  };

  if (load.kind !== "ready") return <LoadView load={load} what="the booking" />;
  const b = load.value;
  return (
    <div className="flex flex-col gap-6" data-testid="bw-booking">
      <div className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-ink">{b.packageName}</h2>
          <StatusBadge status={b.status} />
        </div>
        <p className="text-ink" data-testid="bw-slot">
          {format.dayDateTime(b.slot.start)} – {format.clock(b.slot.end)}
        </p>
        <p className="text-sm text-muted">
          For {b.userInfo.name} ({b.userInfo.age}) · {b.address.line1}, {addressPlace(b.address)}
        </p>
        <p className="text-sm text-muted">
          {format.money(b.amount, b.currency)} ·{" "}
          {b.paymentType === "COD"
            ? "pay at collection"
            : b.paymentStatus === "SUCCESS"
              ? "paid"
              : b.paymentStatus.toLowerCase()}
          {b.refundAmount > 0 ? ` · ${format.money(b.refundAmount, b.currency)} refunded` : ""}
        </p>
        {b.reportUrl ? (
          <a className="mt-2 font-semibold text-accent underline" href={b.reportUrl} download>
            Download the report (PDF)
          </a>
        ) : null}
        {b.canChange && mode === "view" ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => openReschedule(b)}>
              Reschedule
            </Button>
            <Button variant="link" onClick={() => setMode("cancel")}>
              Cancel the booking
            </Button>
          </div>
        ) : null}
      </div>

      {mode === "reschedule" ? (
        <section
          aria-labelledby="bw-reschedule"
          className="rounded-card border border-line bg-surface p-4 sm:p-6"
        >
          <h3 id="bw-reschedule" className="mb-4 font-semibold text-ink">
            Choose a new date and time
          </h3>
          <LoadView load={slots ?? { kind: "loading" }} what="the slots">
            {(value) => (
              <SlotPicker
                slots={value}
                date={date}
                onDate={setDate}
                slotId={null}
                busy={pending}
                onSlot={(slot) => act(() => bloodWorkApi.reschedule(api, b.bookingId, slot.slotId))}
              />
            )}
          </LoadView>
          <Button variant="link" className="mt-3" onClick={() => setMode("view")}>
            Keep the current slot
          </Button>
        </section>
      ) : null}

      {mode === "cancel" ? (
        <section
          aria-labelledby="bw-cancel"
          className="rounded-card border border-line bg-surface p-4 sm:p-6"
        >
          <h3 id="bw-cancel" className="font-semibold text-ink">
            Cancel the booking
          </h3>
          <p className="mt-1 text-sm text-muted">
            {b.paymentStatus === "SUCCESS"
              ? `${b.cancelRefundPercent ?? 0}% of what you paid is refunded (everything 24 hours or more before the visit, half until 2 hours before).`
              : "Nothing was charged."}
          </p>
          <Field
            id="bw-cancel-reason"
            label="Why are you cancelling?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            wrapperClassName="mt-3"
          />
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              onClick={() => act(() => bloodWorkApi.cancel(api, b.bookingId, reason || "Changed my plans"))}
              disabled={pending}
            >
              Cancel the booking
            </Button>
            <Button variant="link" onClick={() => setMode("view")}>
              Keep it
            </Button>
          </div>
        </section>
      ) : null}

      {error ? (
        <p role="alert" className="text-error" data-testid="bw-error">
          {error}
        </p>
      ) : null}

      <section aria-labelledby="bw-timeline">
        <h3 id="bw-timeline" className="font-semibold text-ink">
          Timeline
        </h3>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {b.timeline.map((t) => (
            <li key={`${t.at}-${t.status}-${t.note}`} className="text-muted">
              <span className="text-ink">{BLOOD_WORK_STATUS_LABELS[t.status]}</span> · {format.dateTime(t.at)}
              {t.note ? ` · ${t.note}` : ""}
            </li>
          ))}
        </ol>
      </section>
      <Link to={href("/account/bookings")} className="text-sm font-semibold text-accent">
        All blood-work bookings
      </Link>
    </div>
  );
}
