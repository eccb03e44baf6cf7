import { Modal } from "../../components/ui/Modal.tsx";

/**
 * What the shopper sees for the moment the login popup's code is on its way: the same dialog, named the same,
 * busy. Escape, the backdrop and the close button already work.
 */
export function LoginPopupLoading({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} labelledBy="login-title">
      <div className="flex flex-col gap-6" data-testid="login-popup-loading" aria-busy="true">
        <div className="pr-10">
          <img src="/images/brand/logo.svg" alt="" width={78} height={24} className="h-6 w-auto" />
          <h2 id="login-title" className="mt-4 text-xl font-semibold text-ink sm:text-2xl">
            Sign in or create an account
          </h2>
        </div>
        <p role="status" className="flex min-h-40 items-center justify-center gap-3 text-muted">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none"
          />
          Loading sign-in…
        </p>
      </div>
    </Modal>
  );
}
