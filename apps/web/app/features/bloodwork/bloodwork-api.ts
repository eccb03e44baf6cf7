import type {
  BloodWorkBooking,
  BloodWorkHold,
  BloodWorkOrderCreated,
  BloodWorkPackage,
  BloodWorkSlot,
} from "@ojas/domain";
import type { Api } from "../../lib/api.ts";

// The blood-work calls (docs/api.md, "Blood work").

export interface SlotsAnswer {
  slots: BloodWorkSlot[];
  area: { city: string; payAtCollection: boolean };
}

export interface CreateBookingBody {
  packageId: string;
  bookingFor: "SELF" | "OTHER";
  userInfo: { name: string; age: number; gender: string; phoneNumber: string };
  addressTimestamp: number;
  slotId: string;
  holdId?: string;
  paymentType: "PREPAID" | "COD";
}

export const bloodWorkApi = {
  packages: (api: Api) => api.get<{ packages: BloodWorkPackage[] }>("/api/blood-work/v1/packages"),
  slots: (api: Api, pincode: string) => api.get<SlotsAnswer>("/api/blood-work/v1/slots", { pincode }),
  hold: (api: Api, slotId: string) =>
    api.post<BloodWorkHold>(`/api/blood-work/v1/slots/${encodeURIComponent(slotId)}/hold`, {}),
  create: (api: Api, body: CreateBookingBody, idempotencyKey: string) =>
    api.post<BloodWorkOrderCreated>("/api/oms/v1/createBloodWorkOrder", body, { idempotencyKey }),
  bookings: (api: Api) => api.get<{ bookings: BloodWorkBooking[] }>("/api/blood-work/v1/bookings"),
  booking: (api: Api, id: string) =>
    api.get<{ booking: BloodWorkBooking }>(`/api/blood-work/v1/bookings/${encodeURIComponent(id)}`),
  reschedule: (api: Api, id: string, slotId: string) =>
    api.post<{ booking: BloodWorkBooking }>(
      `/api/blood-work/v1/bookings/${encodeURIComponent(id)}/reschedule`,
      {
        slotId,
      },
    ),
  cancel: (api: Api, id: string, reason: string) =>
    api.post<{ booking: BloodWorkBooking }>(`/api/blood-work/v1/bookings/${encodeURIComponent(id)}/cancel`, {
      reason,
    }),
};
