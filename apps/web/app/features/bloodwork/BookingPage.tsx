import { type BloodWorkPackage, type BloodWorkSlot, MARKET_INFO } from "@ojas/domain";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { ChoiceGroup } from "../../components/ui/ChoiceGroup.tsx";
import { Field } from "../../components/ui/Field.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { ApiError } from "../../lib/api.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { useAppSelector } from "../../lib/store.ts";
import { bloodWorkApi, type SlotsAnswer } from "./bloodwork-api.ts";
import {
  type BookingState,
  clearBooking,
  emptyBooking,
  emptyUserInfo,
  loadBooking,
  type PersonErrors,
  personErrors,
  saveBooking,
  serverPersonErrors,
} from "./booking-state.ts";
import { SlotPicker } from "./SlotPicker.tsx";

const newKey = () => crypto.randomUUID();

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`bw-step-${n}`}
      className="rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={`bw-step-${n}`} className="mb-4 text-lg font-semibold text-ink">
        <span className="mr-2 text-accent">{n}.</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

type Load<T> = { kind: "loading" } | { kind: "failed"; text: string } | { kind: "ready"; value: T };

/**
 * /blood-work/book: package, who it is for, address, date and slot, payment; saved to browser storage on
 * every change. Choosing a slot holds a place for a few minutes; booking turns the hold into the booking
 * and opens the payment (docs/product.md, "Blood work").
 */
/** The saved-address chooser of checkout, given by the route (features do not import each other). */
export type AddressChooser = ComponentType<{
  market: ReturnType<typeof useMarket>;
  value: { kind: "saved"; timestamp: number } | null;
  onChange: (choice: { kind: "saved"; timestamp: number } | { kind: "entered" }, pincode: string) => void;
}>;

export function BookingPage({ AddressChoice, signIn }: { AddressChoice: AddressChooser; signIn: ReactNode }) {
  const market = useMarket();
  const href = useMarketPath();
  const navigate = useNavigate();
  const format = useMarketFormat();
  const api = useApi();
  const user = useAppSelector((s) => s.user);
  const signedIn = user.isLoggedIn && !user.isGuestUser && !!user.data;

  const [state, setState] = useState<BookingState>(() => emptyBooking(market, ""));
  const [packages, setPackages] = useState<Load<BloodWorkPackage[]>>({ kind: "loading" });
  const [slots, setSlots] = useState<Load<SlotsAnswer> | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<PersonErrors>({});
  const [slotError, setSlotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [slotsVersion, setSlotsVersion] = useState(0);

  // Restored after hydration (the server has no storage), then saved on every change.
  useEffect(() => setState(loadBooking(market, newKey)), [market]);
  useEffect(() => saveBooking(state), [state]);
  const update = (patch: Partial<BookingState>) => setState((s) => ({ ...s, ...patch }));

  useEffect(() => {
    let live = true;
    bloodWorkApi
      .packages(api)
      .then((r) => live && setPackages({ kind: "ready", value: r.packages }))
      .catch((e) => live && setPackages({ kind: "failed", text: failureText(e) }));
    return () => {
      live = false;
    };
  }, [api]);

  const pincode = state.address?.pincode ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: slotsVersion asks for a reload
  useEffect(() => {
    if (!pincode || !signedIn) return;
    let live = true;
    setSlots({ kind: "loading" });
    bloodWorkApi
      .slots(api, pincode)
      .then((r) => live && setSlots({ kind: "ready", value: r }))
      .catch((e) => live && setSlots({ kind: "failed", text: failureText(e) }));
    return () => {
      live = false;
    };
  }, [api, pincode, signedIn, slotsVersion]);

  // SELF starts from the account's own name and phone (once the stored state is restored, never over it).
  useEffect(() => {
    if (!state.isBookinDataInitialised || state.bookingFor !== "SELF" || !user.data) return;
    const d = user.data as { name?: string; phoneNumber?: string };
    setState((s) =>
      s.bookingFor !== "SELF" || s.userInfo.name || s.userInfo.phoneNumber
        ? s
        : {
            ...s,
            userInfo: {
              ...s.userInfo,
              name: d.name ?? "",
              phoneNumber: (d.phoneNumber ?? "").replace(MARKET_INFO[market].dialCode, ""),
            },
          },
    );
  }, [state.isBookinDataInitialised, state.bookingFor, user.data, market]);

  const chooseSlot = async (slot: BloodWorkSlot) => {
    setSlotError(null);
    update({
      slotInfo: {
        slotId: slot.slotId,
        start: slot.start,
        end: slot.end,
        date: slot.date,
        holdId: null,
        expiresAt: null,
      },
    });
    try {
      const hold = await bloodWorkApi.hold(api, slot.slotId);
      setState((s) =>
        s.slotInfo?.slotId === slot.slotId
          ? { ...s, slotInfo: { ...s.slotInfo, holdId: hold.holdId, expiresAt: hold.expiresAt } }
          : s,
      );
    } catch (error) {
      update({ slotInfo: null });
      setSlotError(failureText(error));
      setSlotsVersion((v) => v + 1);
    }
  };

  const pkg =
    packages.kind === "ready" ? packages.value.find((p) => p.packageId === state.packageId) : undefined;
  const area = slots?.kind === "ready" ? slots.value.area : null;
  const slotStillOffered =
    !!state.slotInfo &&
    slots?.kind === "ready" &&
    slots.value.slots.some((s) => s.slotId === state.slotInfo!.slotId);

  const book = async () => {
    setFormError(null);
    const found = personErrors(market, state.userInfo);
    setErrors(found);
    if (!pkg) return setFormError("Choose a package");
    if (Object.keys(found).length > 0) return setFormError("Check the details of the person to be tested");
    if (!state.address) return setFormError("Choose the collection address");
    if (!state.slotInfo) return setFormError("Choose a date and time");
    setPending(true);
    try {
      const created = await bloodWorkApi.create(
        api,
        {
          packageId: pkg.packageId,
          bookingFor: state.bookingFor,
          userInfo: { ...state.userInfo, age: Number(state.userInfo.age), gender: state.userInfo.gender },
          addressTimestamp: state.address.timestamp,
          slotId: state.slotInfo.slotId,
          ...(state.slotInfo.holdId ? { holdId: state.slotInfo.holdId } : {}),
          paymentType: state.paymentType,
        },
        state.idempotencyKey,
      );
      clearBooking();
      if (created.payment?.checkoutUrl) {
        window.location.assign(created.payment.checkoutUrl);
        return;
      }
      navigate(href(`/account/blood-work/${encodeURIComponent(created.bookingId)}`));
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 4010) {
        // The slot filled meanwhile: nothing was charged; choose again (with a new key for the new try).
        update({ slotInfo: null, idempotencyKey: newKey() });
        setSlotError(error.message);
        setSlotsVersion((v) => v + 1);
        return;
      }
      if (error instanceof ApiError && error.fields) setErrors(serverPersonErrors(error.fields));
      setFormError(failureText(error));
    }
  };

  const info = state.userInfo;
  const setInfo = (patch: Partial<typeof info>) => update({ userInfo: { ...info, ...patch } });

  return (
    <div
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12"
      data-testid="blood-work-book"
    >
      <div>
        <h1 className="text-title font-semibold text-ink sm:text-display">Book a blood test</h1>
        <p className="mt-2 text-muted">
          A certified phlebotomist collects the sample at home; the report comes to your account.
        </p>
      </div>

      <Step n={1} title="Choose a package">
        {packages.kind === "loading" ? (
          <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
            <span className="sr-only">Loading the packages</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : packages.kind === "failed" ? (
          <p role="alert" className="text-error">
            {packages.text}
          </p>
        ) : (
          <ChoiceGroup
            name="bw-package"
            legend="Package"
            hideLegend
            look="card"
            choices={packages.value.map((p) => ({
              value: p.packageId,
              label: p.name,
              hint: `${format.money(p.discountPrice, p.currency)} · ${p.tests.length} tests · ${
                p.fastingHours > 0 ? `fast ${p.fastingHours} h` : "no fasting"
              } · report in ${p.reportHours} h`,
            }))}
            value={state.packageId}
            onChange={(packageId) => update({ packageId })}
          />
        )}
      </Step>

      <Step n={2} title="Who is it for?">
        <ChoiceGroup
          name="bw-for"
          legend="Booking for"
          hideLegend
          choices={[
            { value: "SELF", label: "Myself" },
            { value: "OTHER", label: "Someone else" },
          ]}
          value={state.bookingFor}
          onChange={(bookingFor) => update({ bookingFor, userInfo: emptyUserInfo })}
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field
            id="bw-name"
            label="Name of the person tested"
            value={info.name}
            error={errors.name}
            autoComplete={state.bookingFor === "SELF" ? "name" : "off"}
            onChange={(e) => setInfo({ name: e.target.value })}
          />
          <Field
            id="bw-age"
            label="Age"
            inputMode="numeric"
            value={info.age}
            error={errors.age}
            onChange={(e) => setInfo({ age: e.target.value.replace(/\D/g, "").slice(0, 3) })}
          />
          <Field
            id="bw-phone"
            label="Their phone number"
            type="tel"
            inputMode="tel"
            value={info.phoneNumber}
            error={errors.phoneNumber}
            onChange={(e) => setInfo({ phoneNumber: e.target.value })}
          />
          <ChoiceGroup
            name="bw-gender"
            legend="Gender"
            choices={[
              { value: "FEMALE", label: "Female" },
              { value: "MALE", label: "Male" },
              { value: "OTHER", label: "Other" },
            ]}
            value={info.gender || null}
            onChange={(gender) => setInfo({ gender })}
          />
          {errors.gender ? <p className="text-sm text-error">{errors.gender}</p> : null}
        </div>
      </Step>

      {!signedIn ? (
        signIn
      ) : (
        <>
          <Step n={3} title="Collection address">
            <AddressChoice
              market={market}
              value={state.address ? { kind: "saved", timestamp: state.address.timestamp } : null}
              onChange={(choice, pin) =>
                choice.kind === "saved" &&
                update({ address: { timestamp: choice.timestamp, pincode: pin }, slotInfo: null })
              }
            />
          </Step>

          <Step n={4} title="Date and time">
            {!state.address ? (
              <p className="text-muted">Choose the address first: slots depend on the area.</p>
            ) : !slots || slots.kind === "loading" ? (
              <div aria-busy="true" className="flex flex-col gap-3">
                <span className="sr-only">Loading the slots</span>
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-2/3" />
              </div>
            ) : slots.kind === "failed" ? (
              <p role="alert" className="text-error">
                {slots.text}
              </p>
            ) : (
              <SlotPicker
                slots={slots.value.slots}
                date={date ?? state.slotInfo?.date ?? null}
                onDate={setDate}
                slotId={slotStillOffered ? state.slotInfo!.slotId : null}
                onSlot={chooseSlot}
              />
            )}
            {slotError ? (
              <p role="alert" className="mt-3 text-sm text-error" data-testid="bw-slot-error">
                {slotError}
              </p>
            ) : null}
            {state.slotInfo?.expiresAt ? (
              <p className="mt-3 text-sm text-muted">
                Held for you until {format.clock(state.slotInfo.expiresAt)}.
              </p>
            ) : null}
          </Step>

          <Step n={5} title="Payment">
            <ChoiceGroup
              name="bw-payment"
              legend="How to pay"
              hideLegend
              look="card"
              choices={[
                { value: "PREPAID", label: "Pay now", hint: format.payment.prepaidMethods },
                {
                  value: "COD",
                  label: "Pay at collection",
                  hint: !area
                    ? "Where the area allows it"
                    : area.payAtCollection
                      ? "Pay the phlebotomist"
                      : "Not available in this area",
                  disabled: !area?.payAtCollection,
                },
              ]}
              value={state.paymentType === "COD" && !area?.payAtCollection ? "PREPAID" : state.paymentType}
              onChange={(paymentType) => update({ paymentType })}
            />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-lg font-semibold text-ink">
                {pkg ? format.money(pkg.discountPrice, pkg.currency) : ""}
              </p>
              <Button size="lg" onClick={book} disabled={pending} className="w-full sm:w-auto">
                {pending ? "Booking…" : "Book the test"}
              </Button>
            </div>
            {formError ? (
              <p role="alert" className="mt-3 text-sm text-error" data-testid="bw-form-error">
                {formError}
              </p>
            ) : null}
          </Step>
        </>
      )}
    </div>
  );
}
