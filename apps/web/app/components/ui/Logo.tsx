import { useAppSelector } from "../../lib/store.ts";

/** The Ojas word mark, in light ink on the dark theme (the app's webview rule). */
export function Logo({ alt = "Ojas", className = "h-8 w-auto" }: { alt?: string; className?: string }) {
  const dark = useAppSelector((state) => state.app.theme === "dark");
  return (
    <img
      src={dark ? "/images/brand/logo-light.svg" : "/images/brand/logo.svg"}
      alt={alt}
      width={104}
      height={32}
      className={className}
    />
  );
}
