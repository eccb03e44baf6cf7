import type { MyReferralCode } from "@ojas/domain";

/** What a share sheet or a copied message says, with the link. */
export function shareMessage(code: MyReferralCode): { title: string; text: string; url: string } {
  const offer = code.reward.friendOffer ? ` ${code.reward.friendOffer}.` : "";
  return {
    title: "Join me on Ojas",
    text: `I use Ojas for my health. Use my code ${code.code} on your first order.${offer}`,
    url: code.shareUrl,
  };
}

/** "2 friends" / "1 friend" / "No friends yet". */
export function friendsText(friends: number): string {
  if (friends === 0) return "No friends yet";
  return `${friends} friend${friends === 1 ? "" : "s"}`;
}

/** How sharing is done here: the system share sheet when the browser has one, else copying the link. */
export function shareMethod(nav: Pick<Navigator, "share"> | undefined): "share" | "copy" {
  return nav && typeof nav.share === "function" ? "share" : "copy";
}

export type CopyState = "idle" | "copied" | "failed";

/** The words of the copy button's feedback, read out by screen readers. */
export function copyFeedback(state: CopyState): string {
  switch (state) {
    case "copied":
      return "Link copied";
    case "failed":
      return "Could not copy. Select the link and copy it.";
    default:
      return "";
  }
}

/** Copies text with the Clipboard API; false when the browser refuses or has none. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
