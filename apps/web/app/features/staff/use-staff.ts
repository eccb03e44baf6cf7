import type { StaffDto } from "@ojas/domain";
import { useRouteLoaderData } from "react-router";

/** The `/staff` layout route's id in app/routes.ts. */
export const STAFF_LAYOUT_ID = "staff";

export interface StaffLayoutData {
  /** Null without a session: the layout shows the sign-in prompt. */
  staff: StaffDto | null;
}

/** The signed-in member of staff, as the back office's layout loaded them. */
export const useStaff = () =>
  (useRouteLoaderData(STAFF_LAYOUT_ID) as StaffLayoutData | undefined)?.staff ?? null;
