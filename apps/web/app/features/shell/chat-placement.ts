export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What a floating button must never cover: the fields of a form and their labels. */
export const FIELD_SELECTOR = "input:not([type='hidden']), select, textarea, label";

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the chat bubble steps aside: it would cover a form field or label, or a field has focus on a
 * phone (the keyboard is up). Never while the shopper is using it (focused, or its panel open).
 */
export function bubbleStepsAside(state: {
  bubble: Box;
  fields: Box[];
  fieldFocusedOnPhone: boolean;
  inUse: boolean;
}): boolean {
  if (state.inUse) return false;
  return state.fieldFocusedOnPhone || state.fields.some((field) => overlaps(state.bubble, field));
}
