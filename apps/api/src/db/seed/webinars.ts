import type { Market } from "@ojas/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { sessions, webinars } from "../schema.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HALF_HOUR = 30 * MINUTE;

interface DemoWebinar {
  webinarId: string;
  market: Market;
  title: string;
  hostName: string;
  description: string;
  /** From the seed time. */
  startsIn: number;
  minutes: number;
  price?: number;
  currency?: string;
  /** RING: listed on /ring/webinar too. */
  topic?: "RING";
}

/** Demo webinars per market (docs/product.md, "Webinars"): upcoming ones, one live now, one just over. */
export const DEMO_WEBINARS: readonly DemoWebinar[] = [
  {
    webinarId: "webinar-in-sleep",
    market: "IN",
    title: "Sleep better with your Ojas Ring",
    hostName: "Dr. Karan Malhotra",
    description: "What deep sleep, HRV and readiness scores mean, and three habits that move them.",
    startsIn: 3 * DAY,
    minutes: 60,
  },
  {
    webinarId: "webinar-in-glucose",
    market: "IN",
    title: "Glucose spikes and Indian meals",
    hostName: "Ananya Iyer",
    description: "A nutritionist reads real CGM curves of rice, roti and dal, and how to flatten them.",
    startsIn: 6 * DAY,
    minutes: 45,
  },
  {
    webinarId: "webinar-in-strength",
    market: "IN",
    title: "Strength after 40: a live masterclass",
    hostName: "Rohan Verma",
    description: "A 90-minute coached session with a form check and a four-week plan to take home.",
    startsIn: 9 * DAY,
    minutes: 90,
    price: 49_900,
    currency: "INR",
  },
  {
    webinarId: "webinar-in-ring-masterclass",
    market: "IN",
    title: "Ojas Ring masterclass: read your sleep, readiness and HRV",
    hostName: "Dr. Karan Malhotra",
    description:
      "A live 75-minute walk through the Ojas Ring app with a sleep doctor: your scores, your trends and what to change this month.",
    startsIn: 4 * DAY,
    minutes: 75,
    price: 49_900,
    currency: "INR",
    topic: "RING",
  },
  {
    webinarId: "webinar-in-live",
    market: "IN",
    title: "Ask the coach: recovery and rest days",
    hostName: "Kavya Nair",
    description: "An open question-and-answer hour on rest, soreness and overtraining.",
    startsIn: -10 * MINUTE,
    minutes: 60,
  },
  {
    webinarId: "webinar-in-past",
    market: "IN",
    title: "Ring basics: setting up your first week",
    hostName: "Kavya Nair",
    description: "Pairing, charging and the first readings.",
    startsIn: -2 * DAY,
    minutes: 45,
  },
  {
    webinarId: "webinar-ae-fasting",
    market: "AE",
    title: "Fasting, sleep and glucose",
    hostName: "Dr. Karan Malhotra",
    description:
      "How fasting windows show up in your ring and CGM data, and how to plan training around them.",
    startsIn: 4 * DAY,
    minutes: 60,
  },
  {
    webinarId: "webinar-ae-skin",
    market: "AE",
    title: "Skin in the desert climate: a dermatologist's routine",
    hostName: "Dr. Meera Shah",
    description: "Sun, air conditioning and hydration: a routine for dry and sensitive skin.",
    startsIn: 8 * DAY,
    minutes: 60,
    price: 3_500,
    currency: "AED",
  },
  {
    webinarId: "webinar-ae-ring-masterclass",
    market: "AE",
    title: "Ojas Ring masterclass: sleep and recovery in the heat",
    hostName: "Dr. Karan Malhotra",
    description:
      "A live hour on reading your ring's sleep, temperature and readiness data through the summer months.",
    startsIn: 5 * DAY,
    minutes: 60,
    price: 2_900,
    currency: "AED",
    topic: "RING",
  },
  {
    webinarId: "webinar-us-hrv",
    market: "US",
    title: "HRV explained: train hard, recover smart",
    hostName: "Rohan Verma",
    description: "What heart-rate variability tells you and how to plan hard days around it.",
    startsIn: 5 * DAY,
    minutes: 60,
  },
  {
    webinarId: "webinar-us-metabolic",
    market: "US",
    title: "Metabolic health workshop",
    hostName: "Ananya Iyer",
    description: "Two hours with a nutritionist: your CGM week, meal swaps and a plan for the next month.",
    startsIn: 10 * DAY,
    minutes: 120,
    price: 1_900,
    currency: "USD",
  },
  {
    webinarId: "webinar-us-ring-masterclass",
    market: "US",
    title: "Ojas Ring masterclass: your first month of data",
    hostName: "Rohan Verma",
    description: "A live hour on sleep stages, HRV and readiness, with a plan for training around them.",
    startsIn: 6 * DAY,
    minutes: 60,
    price: 900,
    currency: "USD",
    topic: "RING",
  },
];

/**
 * The demo webinars sit around `now` on every start, so /webinars always lists some: each is a session
 * (title, host and times) with its webinar row (market, price). Upserts: registrations are kept.
 */
export async function refreshDemoWebinars(db: Db, now: number): Promise<void> {
  // Days-ahead ones start on the half hour, as a scheduled webinar would; the live and past ones keep
  // their distance from now.
  const startOf = (w: DemoWebinar) =>
    w.startsIn >= DAY ? Math.ceil((now + w.startsIn) / HALF_HOUR) * HALF_HOUR : now + w.startsIn;
  const sessionRows = DEMO_WEBINARS.map((w) => ({
    sessionId: w.webinarId,
    title: w.title,
    hostName: w.hostName,
    startTime: startOf(w),
    endTime: startOf(w) + w.minutes * MINUTE,
    started: w.startsIn <= 0,
    joinUrl: `/session/${w.webinarId}/live`,
  }));
  await db
    .insert(sessions)
    .values(sessionRows)
    .onConflictDoUpdate({
      target: sessions.sessionId,
      set: {
        title: sql`excluded.title`,
        hostName: sql`excluded.host_name`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        started: sql`excluded.started`,
        joinUrl: sql`excluded.join_url`,
      },
    });
  const webinarRows = DEMO_WEBINARS.map((w) => ({
    webinarId: w.webinarId,
    market: w.market,
    description: w.description,
    topic: w.topic ?? null,
    price: w.price ?? null,
    currency: w.currency ?? null,
  }));
  await db
    .insert(webinars)
    .values(webinarRows)
    .onConflictDoUpdate({
      target: webinars.webinarId,
      set: {
        market: sql`excluded.market`,
        description: sql`excluded.description`,
        topic: sql`excluded.topic`,
        price: sql`excluded.price`,
        currency: sql`excluded.currency`,
      },
    });
}
