import type { OutboxMessage } from "@ojas/domain";
import nodemailer, { type Transporter } from "nodemailer";
import type { Deps } from "../../deps.ts";
import { channelOf, type Identifier } from "./identifiers.ts";
import { insertOutboxMessage, listOutbox } from "./repository.ts";

export interface Message {
  to: Identifier;
  subject: string;
  text: string;
  /** The one-time code the message carries, for the dev outbox. */
  otp?: string;
}

const transports = new Map<string, Transporter>();
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends an SMS or email. With the dev outbox on, every message is also kept there. Email goes out by SMTP
 * when SMTP_URL is set. A message no channel can carry fails loudly rather than pretending to be sent.
 */
export async function deliver(deps: Deps, message: Message): Promise<void> {
  const channel = channelOf(message.to);
  const { devOutbox, mail } = deps.config;
  let delivered = false;
  if (devOutbox) {
    await insertOutboxMessage(deps.db, {
      recipient: message.to.value,
      channel,
      text: message.text,
      otp: message.otp ?? null,
      sentAt: deps.now(),
    });
    delivered = true;
  }
  if (channel === "email" && mail.smtpUrl) {
    await smtpTransport(mail.smtpUrl).sendMail({
      from: mail.from,
      to: message.to.value,
      subject: message.subject,
      text: message.text,
    });
    delivered = true;
  }
  if (!delivered) throw new Error(`No ${channel} transport is configured and the dev outbox is off`);
}

export async function readOutbox(deps: Deps, to: Identifier): Promise<OutboxMessage[]> {
  const rows = await listOutbox(deps.db, to.value, 50);
  return rows.map((r) => ({
    to: r.recipient,
    channel: r.channel === "email" ? "email" : "sms",
    text: r.text,
    otp: r.otp,
    sentAt: r.sentAt,
  }));
}
