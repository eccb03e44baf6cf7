import type { ReactNode } from "react";

/**
 * A native control laid over its whole label, invisible: the label's look shows its state, a pointer or a
 * test presses the control itself, and screen readers and keyboards use it as usual.
 */
export const HIDDEN_INPUT = "choice-input";

/** A checkbox chip's label (the control inside it takes HIDDEN_INPUT); styles in app.css. */
export const CHOICE_PILL = "choice-pill";

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A second line under the label (a price, a note). */
  hint?: ReactNode;
  disabled?: boolean;
  /** Read after the label by screen readers, e.g. "sold out". */
  srNote?: string;
}

export interface ChoiceGroupProps<T extends string> {
  /** The radio group's name (also what a form submits). */
  name: string;
  legend: ReactNode;
  /** Visually hidden legend (the group already has a visible heading). */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange?: (value: T) => void;
  /** pill: a row of chips; card: a stack of larger options with hints. */
  look?: "pill" | "card";
  className?: string;
}

/**
 * One choice out of several, as native radio buttons styled as pills or cards: arrow keys move between
 * them, a screen reader hears the group's legend and the selected state, and it works in a plain form.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  hideLegend = false,
  choices,
  value,
  onChange,
  look = "pill",
  className = "",
}: ChoiceGroupProps<T>) {
  const layout = look === "pill" ? "flex flex-wrap gap-2" : "grid gap-3 sm:grid-cols-2";
  return (
    <fieldset className={className}>
      <legend className={hideLegend ? "sr-only" : "text-sm font-semibold text-ink"}>{legend}</legend>
      <div className={`${hideLegend ? "" : "mt-2"} ${layout}`}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={look === "pill" ? "choice-pill" : "choice-card"}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                onChange={() => onChange?.(choice.value)}
                className={HIDDEN_INPUT}
              />
              <span className={look === "card" ? "font-semibold" : ""}>
                {choice.label}
                {choice.srNote ? <span className="sr-only"> ({choice.srNote})</span> : null}
              </span>
              {choice.hint ? <span className="text-sm text-muted tabular">{choice.hint}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
