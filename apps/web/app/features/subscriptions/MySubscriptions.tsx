import type { SubscriptionWithPeriods } from "@ojas/domain";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarketPath } from "../../lib/market.ts";
import { CancelDialog } from "./CancelDialog.tsx";
import { ChangePlanDialog } from "./ChangePlanDialog.tsx";
import { SubscriptionCard } from "./SubscriptionCard.tsx";
import { subscriptionsApi } from "./subscriptions-api.ts";

type Load =
  | { state: "loading" }
  | { state: "failed"; text: string }
  | { state: "ready"; subscriptions: SubscriptionWithPeriods[] };

type Dialog = { kind: "cancel" | "change-plan"; subscription: SubscriptionWithPeriods } | null;

/** The shopper's subscriptions with their periods, and what can be done with each (docs/product.md). */
export function MySubscriptions() {
  const api = useApi();
  const href = useMarketPath();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const { subscriptions } = await subscriptionsApi.mine(api);
      setLoad({ state: "ready", subscriptions });
    } catch (error) {
      setLoad({ state: "failed", text: failureText(error) });
    }
  }, [api]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Runs a change; answers the error text (for a dialog) or null once done and reloaded. */
  const run = async (work: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await work();
      setDialog(null);
      showSnackbar(done);
      await refresh();
      return null;
    } catch (error) {
      return failureText(error);
    }
  };

  const inline = async (id: string, work: () => Promise<unknown>, done: string) => {
    setBusy(id);
    const error = await run(work, done);
    setBusy(null);
    if (error) showSnackbar(error);
  };

  const updatePaymentMethod = async (id: string) => {
    setBusy(id);
    try {
      const { checkoutUrl } = await subscriptionsApi.updatePaymentMethod(api, id);
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      showSnackbar("Payment method updated.");
      await refresh();
    } catch (error) {
      showSnackbar(failureText(error));
    }
    setBusy(null);
  };

  if (load.state === "loading") {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading your subscriptions</span>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (load.state === "failed") {
    return (
      <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-6">
        <p role="alert" className="text-error">
          {load.text}
        </p>
        <Button variant="secondary" onClick={() => void refresh()}>
          Try again
        </Button>
      </div>
    );
  }
  if (load.subscriptions.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        title="No plans yet"
        text="Coaching plans you subscribe to show up here, with their payments and invoices."
        action={{ label: "Browse plans", to: href("/plans") }}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-6">
        {load.subscriptions.map((subscription) => (
          <li key={subscription.subscriptionId}>
            <SubscriptionCard
              subscription={subscription}
              busy={busy === subscription.subscriptionId}
              onCancel={() => setDialog({ kind: "cancel", subscription })}
              onChangePlan={() => setDialog({ kind: "change-plan", subscription })}
              onResume={() =>
                void inline(
                  subscription.subscriptionId,
                  () => subscriptionsApi.resume(api, subscription.subscriptionId),
                  "Your plan will renew as usual.",
                )
              }
              onUpdatePaymentMethod={() => void updatePaymentMethod(subscription.subscriptionId)}
            />
          </li>
        ))}
      </ul>
      {dialog?.kind === "cancel" && (
        <CancelDialog
          subscription={dialog.subscription}
          onClose={() => setDialog(null)}
          onConfirm={(body) =>
            run(
              () => subscriptionsApi.cancel(api, dialog.subscription.subscriptionId, body),
              body.atPeriodEnd ? "Your plan will end at the end of this period." : "Your plan is cancelled.",
            )
          }
        />
      )}
      {dialog?.kind === "change-plan" && (
        <ChangePlanDialog
          subscription={dialog.subscription}
          onClose={() => setDialog(null)}
          onConfirm={(planId) =>
            run(
              () => subscriptionsApi.changePlan(api, dialog.subscription.subscriptionId, planId),
              "Plan changed.",
            )
          }
        />
      )}
    </>
  );
}
