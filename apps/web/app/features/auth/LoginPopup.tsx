import type { OtpSent, UserDto } from "@ojas/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../components/ui/Modal.tsx";
import { trackSignIn } from "../../lib/analytics.ts";
import { useMarketPath } from "../../lib/market.ts";
import { type IdentifyResult, IdentifyStep } from "./IdentifyStep.tsx";
import { OtpStep } from "./OtpStep.tsx";
import { PasswordStep } from "./PasswordStep.tsx";
import { SsoButtons } from "./SsoButtons.tsx";

type Step =
  | { kind: "identify" }
  | { kind: "otp"; who: IdentifyResult; sent: OtpSent }
  | { kind: "password"; who: IdentifyResult };

const TITLES: Record<Step["kind"], string> = {
  identify: "Sign in or create an account",
  otp: "Enter your code",
  password: "Sign in with your password",
};

interface Props {
  open: boolean;
  showSSOOptions: boolean;
  /** Where the SSO providers bring the shopper back to. */
  returnTo: string;
  onSignedIn: (user: UserDto, isNewUser: boolean) => void;
  onFailed: (error: Error) => void;
  onClose: () => void;
}

function previousEntry(who: IdentifyResult) {
  return "emailId" in who.id
    ? { channel: "email" as const, value: who.id.emailId, countryCode: "" }
    : {
        channel: "phone" as const,
        value: who.id.phoneNumber,
        countryCode: { "+91": "IN", "+971": "AE", "+1": "US" }[who.id.countryCode] ?? "IN",
      };
}

/** The login popup (the user slice's loginPopupData): code, password, Google or Apple. */
export function LoginPopup({ open, showSSOOptions, returnTo, onSignedIn, onFailed, onClose }: Props) {
  const href = useMarketPath();
  const [step, setStep] = useState<Step>({ kind: "identify" });
  const [last, setLast] = useState<IdentifyResult | null>(null);

  const back = () => setStep({ kind: "identify" });

  return (
    <Modal open={open} onClose={onClose} labelledBy="login-title" describedBy="login-intro">
      <div className="flex flex-col gap-6" data-testid="login-popup">
        <div className="pr-10">
          <img src="/images/brand/logo.svg" alt="" width={78} height={24} className="h-6 w-auto" />
          <h2 id="login-title" className="mt-4 text-xl font-semibold text-ink sm:text-2xl">
            {TITLES[step.kind]}
          </h2>
          <p id="login-intro" className={step.kind === "identify" ? "mt-1.5 text-muted" : "sr-only"}>
            One account for your orders, plans and life bits. We will text or email you a one-time code.
          </p>
        </div>

        {step.kind === "identify" ? (
          <>
            <IdentifyStep
              initial={last ? previousEntry(last) : null}
              onOtpSent={(who, sent) => {
                setLast(who);
                setStep({ kind: "otp", who, sent });
              }}
              onUsePassword={(who) => {
                setLast(who);
                setStep({ kind: "password", who });
              }}
            />
            {showSSOOptions ? <SsoButtons returnTo={returnTo} /> : null}
            <p className="text-center text-xs leading-relaxed text-muted">
              By continuing you agree to our{" "}
              <Link
                to={href("/terms-and-conditions")}
                className="underline underline-offset-2 hover:text-ink"
              >
                terms and conditions
              </Link>
              .
            </p>
          </>
        ) : null}

        {step.kind === "otp" ? (
          <OtpStep
            key={step.sent.otpSentTo + step.sent.expiresInSeconds}
            who={step.who}
            sent={step.sent}
            onSignedIn={({ user, isNewUser }) => {
              trackSignIn(isNewUser, "otp");
              onSignedIn(user, isNewUser);
            }}
            onFailed={onFailed}
            onChange={back}
          />
        ) : null}

        {step.kind === "password" ? (
          <PasswordStep
            who={step.who}
            onSignedIn={(user) => {
              trackSignIn(false, "password");
              onSignedIn(user, false);
            }}
            onFailed={onFailed}
            onUseCode={back}
          />
        ) : null}
      </div>
    </Modal>
  );
}
