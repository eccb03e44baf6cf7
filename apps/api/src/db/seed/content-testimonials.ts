import type { testimonials } from "../../modules/content/tables.ts";

type TestimonialRow = typeof testimonials.$inferInsert;

/** Member stories; the ones with a transformation double as transformation stories. */
export const TESTIMONIALS: TestimonialRow[] = [
  {
    testimonialId: "tst-rahul-weight-loss",
    name: "Rahul Deshpande",
    city: "Pune",
    quote:
      "I had tried every diet app. What worked was a coach who looked at my ring's sleep data and told me to fix bedtime before cutting carbs. The weight came off slowly and has stayed off for a year.",
    rating: 5,
    category: "fitness",
    goal: "WEIGHT_LOSS",
    image: "/images/avatars/avatar-1.svg",
    transformation: { before: "96 kg", after: "82 kg", metric: "Body weight", durationWeeks: 24 },
  },
  {
    testimonialId: "tst-sunita-diabetes",
    name: "Sunita Reddy",
    city: "Hyderabad",
    quote:
      "Seeing my glucose jump after idli with coconut chutney, and stay flat with sambar first, changed how our whole family eats. Dr. Malhotra reduced my metformin in month five.",
    rating: 5,
    category: "cgm",
    goal: "DIABETES_REVERSAL",
    image: "/images/avatars/avatar-2.svg",
    transformation: { before: "8.4% HbA1c", after: "6.1% HbA1c", metric: "HbA1c", durationWeeks: 26 },
  },
  {
    testimonialId: "tst-omar-prediabetes",
    name: "Omar Al Farsi",
    city: "Dubai",
    quote:
      "My annual check-up flagged pre-diabetes. Two CGM sensors, a walking habit after dinner and a lot of swapped white rice later, my fasting glucose is back in the normal range.",
    rating: 5,
    category: "cgm",
    goal: "PRE_DIABETES_REVERSAL",
    image: "/images/avatars/avatar-9.svg",
    transformation: {
      before: "118 mg/dL fasting",
      after: "94 mg/dL fasting",
      metric: "Fasting glucose",
      durationWeeks: 16,
    },
  },
  {
    testimonialId: "tst-neha-skin",
    name: "Neha Kapoor",
    city: "Delhi",
    quote:
      "I was layering five actives and wondering why my skin burned. Dr. Iyer's plan cut it back to four products. The pigmentation on my cheeks has faded more in three months than in three years.",
    rating: 5,
    category: "skin",
    goal: "HEALTHY_SKIN",
    image: "/images/avatars/avatar-3.svg",
    transformation: {
      before: "Frequent breakouts, visible dark spots",
      after: "Clear skin, spots visibly faded",
      metric: "Dermatologist photo review",
      durationWeeks: 12,
    },
  },
  {
    testimonialId: "tst-emily-gut",
    name: "Emily Carter",
    city: "Chicago",
    quote:
      "Six weeks of the elimination and reintroduction protocol found my two trigger foods. I no longer plan my day around bloating.",
    rating: 5,
    category: "nutrition",
    goal: "GUT_HEALTH",
    image: "/images/avatars/avatar-4.svg",
    transformation: {
      before: "Bloating 5 days a week",
      after: "Bloating less than once a week",
      metric: "Symptom diary",
      durationWeeks: 8,
    },
  },
  {
    testimonialId: "tst-vikram-strength",
    name: "Vikram Singh",
    city: "Bengaluru",
    quote:
      "At 52 I could not do a single push-up. Rohan's two sessions a week got me to fifteen, and my scale shows I have gained muscle while losing fat.",
    rating: 5,
    category: "smart-scale",
    goal: "STAY_FIT",
    image: "/images/avatars/avatar-5.svg",
    transformation: { before: "31% body fat", after: "24% body fat", metric: "Body fat", durationWeeks: 20 },
  },
  {
    testimonialId: "tst-fatima-ring",
    name: "Fatima Zahra",
    city: "Abu Dhabi",
    quote:
      "The ring showed how much my late-night scrolling cost my deep sleep. I charge it once a week and forget I am wearing it.",
    rating: 5,
    category: "ring",
    goal: null,
    image: "/images/avatars/avatar-6.svg",
    transformation: null,
  },
  {
    testimonialId: "tst-jason-ring",
    name: "Jason Miller",
    city: "Austin",
    quote:
      "My HRV dropped two days before I came down with the flu. Now I take the readiness score seriously and my training has never been more consistent.",
    rating: 4,
    category: "ring",
    goal: "STAY_FIT",
    image: "/images/avatars/avatar-10.svg",
    transformation: null,
  },
  {
    testimonialId: "tst-ananya-nutrition",
    name: "Ananya Bose",
    city: "Kolkata",
    quote:
      "The whey and multivitamin are the only supplements I have stuck with. Knowing they are batch-tested for banned substances matters because I compete in state-level badminton.",
    rating: 5,
    category: "nutrition",
    goal: "STAY_FIT",
    image: "/images/avatars/avatar-7.svg",
    transformation: null,
  },
  {
    testimonialId: "tst-maria-dance",
    name: "Maria Fernandes",
    city: "Goa",
    quote:
      "I hated gyms. Aisha's dance classes are the first workout I look forward to, and my resting heart rate has dropped by eight beats.",
    rating: 5,
    category: "fitness",
    goal: "WEIGHT_LOSS",
    image: "/images/avatars/avatar-8.svg",
    transformation: null,
  },
];
