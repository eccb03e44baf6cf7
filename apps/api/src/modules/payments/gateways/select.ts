import { type Market, PAYMENT_GATEWAYS, type PaymentGatewayName } from "@ojas/domain";
import type { Config } from "../../../config.ts";
import type { Deps } from "../../../deps.ts";
import type { PaymentGateway } from "./gateway.ts";
import { razorpayFromConfig } from "./razorpay.ts";
import { type SandboxLedger, sandboxGateway } from "./sandbox.ts";

export function isGatewayName(value: string): value is PaymentGatewayName {
  return (PAYMENT_GATEWAYS as readonly string[]).includes(value);
}

/** A gateway by name; undefined for Razorpay when its keys are not configured. */
export function gatewayNamed(
  config: Config,
  name: PaymentGatewayName,
  ledger?: SandboxLedger,
): PaymentGateway | undefined {
  return name === "sandbox" ? sandboxGateway(config, ledger) : razorpayFromConfig(config);
}

/** The gateway the app uses for a name: the one `deps` names for it, else the configuration's. */
export function gatewayFor(deps: Deps, name: PaymentGatewayName): PaymentGateway | undefined {
  return deps.paymentGateway?.(name) ?? gatewayNamed(deps.config, name, deps);
}

export function gatewayForMarket(config: Config, market: Market): PaymentGateway {
  const gateway = gatewayNamed(config, config.payments.gateways[market]);
  // loadConfig refuses to start when a market is on Razorpay without its keys, so this is a bug.
  if (!gateway) throw new Error(`No payment gateway configured for ${market}`);
  return gateway;
}
