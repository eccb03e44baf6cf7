import type { Faq, Goal, GoalLandingData, PlanKind } from "@ojas/domain";
import type { LocalCopy } from "./landings-market.ts";
import { DEVICE_SLUGS, NUTRITION_SLUGS, SKIN_SLUGS } from "./landings-refs.ts";

interface GoalPage {
  programSlug: string;
  label: string;
  image: string;
  cardText: string;
  heroTitle: string;
  heroSubtitle: string;
  defaultKind: PlanKind;
  kinds: Record<PlanKind, { title: string; subtitle: string }>;
  benefits: Array<{ title: string; text: string }>;
  steps: Array<{ title: string; text: string }>;
  storyIds: string[];
  recipeSlugs: string[];
  articleSlugs: string[];
  productSlugs: string[];
  faqs: Faq[];
}

const GOAL_PAGES: Record<Goal, GoalPage> = {
  WEIGHT_LOSS: {
    programSlug: "weight-loss-program",
    label: "Weight Loss",
    image: "/images/illustrations/hero-weight-loss.svg",
    cardText: "Lose fat steadily without crash diets, and keep it off.",
    heroTitle: "Lose weight for the last time.",
    heroSubtitle:
      "A calorie target set from your metabolism, meals built on food you enjoy and training that protects your muscle.",
    defaultKind: "FITNESSXNUTRITION",
    kinds: {
      FITNESS: {
        title: "Lose weight by getting stronger.",
        subtitle:
          "Four coached workouts a week that burn fat while keeping the muscle that keeps your metabolism up.",
      },
      NUTRITION: {
        title: "Lose weight eating food you love.",
        subtitle:
          "A meal plan built around your kitchen, with protein and fibre targets that keep hunger in check.",
      },
      FITNESSXNUTRITION: {
        title: "Lose weight for the last time.",
        subtitle: "Training and meals planned together by one coaching team, adjusted weekly from your data.",
      },
    },
    benefits: [
      {
        title: "No crash diets",
        text: "A moderate deficit of about 0.5 to 1% of body weight a week, which is easier to keep.",
      },
      { title: "Muscle first", text: "High protein and strength training so the weight you lose is fat." },
      {
        title: "Sleep counts",
        text: "Short sleep raises hunger hormones; your ring data is part of the plan.",
      },
    ],
    steps: [
      {
        title: "Measure",
        text: "Weight, body fat and waist on the smart scale, plus a food and sleep baseline.",
      },
      { title: "Plan", text: "Your coach sets calories, protein and a training split you can stick to." },
      { title: "Adjust", text: "Weekly check-ins move targets based on your scale and ring trends." },
    ],
    storyIds: ["tst-rahul-weight-loss", "tst-maria-dance"],
    recipeSlugs: ["green-protein-smoothie", "chicken-palak-curry", "paneer-tikka-quinoa-bowl"],
    articleSlugs: ["how-much-protein-do-you-need", "how-much-sleep-do-you-really-need", "the-post-meal-walk"],
    productSlugs: [DEVICE_SLUGS.scale, DEVICE_SLUGS.ring, "whey-protein-isolate"],
    faqs: [
      {
        question: "How much weight will I lose?",
        answer:
          "Most members lose 0.5 to 1% of their body weight a week after the first fortnight. Faster loss usually means muscle and water, and it tends to come back.",
      },
      {
        question: "Will I have to give up rice or roti?",
        answer: "No. We adjust portions and pairings; nothing you love is banned.",
      },
    ],
  },
  STAY_FIT: {
    programSlug: "stay-fit-program",
    label: "Stay Fit",
    image: "/images/illustrations/hero-fitness.svg",
    cardText: "Build strength, stamina and mobility that last for decades.",
    heroTitle: "Fit for everything life throws at you.",
    heroSubtitle: "Strength, cardio and mobility in a weekly plan that adapts to your recovery and schedule.",
    defaultKind: "FITNESS",
    kinds: {
      FITNESS: {
        title: "Fit for everything life throws at you.",
        subtitle:
          "A progressive training plan across strength, dance, Pilates and yoga, scaled to your level.",
      },
      NUTRITION: {
        title: "Eat to perform and recover.",
        subtitle: "Protein, carbohydrate and hydration targets timed around the way you train.",
      },
      FITNESSXNUTRITION: {
        title: "Train and eat like an athlete, without living like one.",
        subtitle: "Workouts and meals planned together so what you eat fuels how you train.",
      },
    },
    benefits: [
      {
        title: "Balanced training",
        text: "Two strength days, two cardio days and mobility work every week.",
      },
      { title: "Recovery-aware", text: "Your readiness score decides which days you push." },
      { title: "Any setting", text: "Home and gym versions of every workout." },
    ],
    steps: [
      { title: "Assess", text: "A movement screen and fitness test with your coach." },
      { title: "Train", text: "Four sessions a week, with live classes if you prefer company." },
      {
        title: "Progress",
        text: "Reps, load and intensity increase as your data shows you are recovering well.",
      },
    ],
    storyIds: ["tst-vikram-strength", "tst-jason-ring"],
    recipeSlugs: ["paneer-tikka-quinoa-bowl", "green-protein-smoothie", "overnight-oats-chia-berries"],
    articleSlugs: ["strength-training-after-40", "hrv-explained", "hydration-beyond-eight-glasses"],
    productSlugs: [DEVICE_SLUGS.ring, ...NUTRITION_SLUGS.fitness],
    faqs: [
      {
        question: "How much time do I need?",
        answer:
          "Four sessions of 30 to 45 minutes a week. Short on time? Your coach can compress it into three.",
      },
      {
        question: "Can I combine it with running or sport?",
        answer: "Yes. Tell your coach your sport schedule and the plan works around it.",
      },
    ],
  },
  HEALTHY_SKIN: {
    programSlug: "healthy-skin-program",
    label: "Healthy Skin",
    image: "/images/illustrations/hero-skin.svg",
    cardText: "Calmer, clearer skin from a dermatologist's routine and your lifestyle.",
    heroTitle: "Clear skin is an inside and outside job.",
    heroSubtitle:
      "A dermatologist-approved routine plus the sleep, stress and food habits that show up on your face.",
    defaultKind: "NUTRITION",
    kinds: {
      FITNESS: {
        title: "Move for calmer skin.",
        subtitle:
          "Moderate exercise and yoga that lower stress, improve sleep and support your skin routine.",
      },
      NUTRITION: {
        title: "Clear skin is an inside and outside job.",
        subtitle:
          "Low-glycaemic meals rich in omega-3, zinc and vitamin C, alongside a dermatologist's routine.",
      },
      FITNESSXNUTRITION: {
        title: "Skin, sleep and stress, handled together.",
        subtitle:
          "Meals, movement and a skincare routine reviewed by a dermatologist with monthly photo check-ins.",
      },
    },
    benefits: [
      {
        title: "Dermatologist-reviewed",
        text: "Dr. Meera Iyer's team sets your routine and reviews your progress photos.",
      },
      { title: "Food that helps", text: "Lower-glycaemic eating has been linked with fewer acne breakouts." },
      { title: "Sleep and stress", text: "Your ring shows the late nights that show up as flare-ups." },
    ],
    steps: [
      { title: "Photo consult", text: "Share photos and your current routine with a dermatologist." },
      { title: "Routine and plan", text: "A four-step routine plus meal and sleep targets." },
      { title: "Monthly review", text: "Progress photos every month to adjust actives and habits." },
    ],
    storyIds: ["tst-neha-skin"],
    recipeSlugs: [
      "carrot-orange-pumpkin-seed-salad",
      "overnight-oats-chia-berries",
      "kala-chana-cucumber-salad",
    ],
    articleSlugs: ["skin-barrier-101", "sunscreen-spf-and-pa-explained", "build-a-simple-skincare-routine"],
    productSlugs: [...SKIN_SLUGS.bestsellers.slice(0, 4), ...NUTRITION_SLUGS.skin],
    faqs: [
      {
        question: "Do I have to buy Ojas Skin products?",
        answer:
          "No. Your dermatologist can build the routine around products you already own if they suit your skin.",
      },
      {
        question: "When will I see results?",
        answer: "Most members see calmer skin within four weeks and fading marks by week twelve.",
      },
    ],
  },
  DIABETES_REVERSAL: {
    programSlug: "diabetes-reversal-program",
    label: "Diabetes Reversal",
    image: "/images/illustrations/hero-diabetes.svg",
    cardText: "Doctor-led care to lower HbA1c and reduce medication safely.",
    heroTitle: "Bring your HbA1c down, with your doctor.",
    heroSubtitle: "Endocrinologist-led care, CGM-guided meals and blood work every three months.",
    defaultKind: "FITNESSXNUTRITION",
    kinds: {
      FITNESS: {
        title: "Exercise that lowers your glucose.",
        subtitle:
          "Strength and post-meal walking routines that improve insulin sensitivity, under medical supervision.",
      },
      NUTRITION: {
        title: "Meals planned from your glucose curves.",
        subtitle: "A CGM shows how your body handles each meal; your nutritionist builds the plan around it.",
      },
      FITNESSXNUTRITION: {
        title: "Bring your HbA1c down, with your doctor.",
        subtitle: "Meals, exercise and medicines managed together by endocrinologists and coaches.",
      },
    },
    benefits: [
      { title: "Medical supervision", text: "Endocrinologists adjust medicines as your glucose improves." },
      { title: "CGM-guided", text: "Meal decisions come from your own glucose data, not generic lists." },
      { title: "Measured progress", text: "HbA1c every three months shows what is working." },
    ],
    steps: [
      { title: "Baseline", text: "Blood work, a CGM sensor and a doctor's consultation." },
      { title: "Personal plan", text: "Meals and activity built from your curves." },
      { title: "Review and retest", text: "Weekly reviews and HbA1c at 12 weeks." },
    ],
    storyIds: ["tst-sunita-diabetes"],
    recipeSlugs: [
      "moong-dal-chilla-with-mint-curd",
      "kala-chana-cucumber-salad",
      "masoor-dal-vegetable-soup",
    ],
    articleSlugs: [
      "type-2-diabetes-remission",
      "what-your-glucose-spikes-are-telling-you",
      "the-post-meal-walk",
    ],
    productSlugs: [DEVICE_SLUGS.cgm, DEVICE_SLUGS.cgmPlan, DEVICE_SLUGS.scale],
    faqs: [
      {
        question: "Will I have to stop my medicines?",
        answer: "Never on your own. Our doctors reduce medicines step by step with your own physician.",
      },
      {
        question: "Is it suitable for type 1 diabetes?",
        answer: "No. The programme is designed for type 2 diabetes.",
      },
    ],
  },
  PRE_DIABETES_REVERSAL: {
    programSlug: "pre-diabetes-reversal-program",
    label: "Pre-Diabetes Reversal",
    image: "/images/illustrations/hero-cgm.svg",
    cardText: "Catch insulin resistance early and bring fasting glucose back to normal.",
    heroTitle: "Pre-diabetes is a warning, not a verdict.",
    heroSubtitle:
      "Find your personal glucose spikes with a CGM and build the habits that bring your numbers back to normal.",
    defaultKind: "FITNESSXNUTRITION",
    kinds: {
      FITNESS: {
        title: "Move your glucose back to normal.",
        subtitle:
          "Strength training and post-meal walks, the two habits with the best evidence for insulin sensitivity.",
      },
      NUTRITION: {
        title: "Find your spikes, fix your plate.",
        subtitle: "Two weeks of CGM meal experiments show which foods to swap and which to keep.",
      },
      FITNESSXNUTRITION: {
        title: "Pre-diabetes is a warning, not a verdict.",
        subtitle:
          "CGM experiments, a meal plan and a training plan that work together to restore normal glucose.",
      },
    },
    benefits: [
      {
        title: "Catch it early",
        text: "Lifestyle change at the pre-diabetes stage can prevent type 2 diabetes.",
      },
      { title: "Your own data", text: "A 14-day CGM experiment shows your personal spikes." },
      { title: "Habits that stick", text: "One change at a time, measured and reviewed weekly." },
    ],
    steps: [
      { title: "Test", text: "Fasting glucose and HbA1c, plus a CGM sensor." },
      { title: "Experiment", text: "Try food order, walks and swaps and compare the curves." },
      { title: "Lock it in", text: "Keep what works and retest at 12 weeks." },
    ],
    storyIds: ["tst-omar-prediabetes"],
    recipeSlugs: [
      "kala-chana-cucumber-salad",
      "moong-dal-chilla-with-mint-curd",
      "masoor-dal-vegetable-soup",
    ],
    articleSlugs: [
      "the-post-meal-walk",
      "what-your-glucose-spikes-are-telling-you",
      "how-much-sleep-do-you-really-need",
    ],
    productSlugs: [DEVICE_SLUGS.cgm, DEVICE_SLUGS.cgmPlan, ...NUTRITION_SLUGS.metabolic],
    faqs: [
      {
        question: "What counts as pre-diabetes?",
        answer: "A fasting glucose of 100 to 125 mg/dL or an HbA1c of 5.7 to 6.4%.",
      },
      {
        question: "How long does it take?",
        answer:
          "Most members see fasting glucose improve within 12 weeks; we recommend at least three months.",
      },
    ],
  },
  GUT_HEALTH: {
    programSlug: "gut-health-reset-program",
    label: "Gut Health Reset",
    image: "/images/illustrations/hero-gut.svg",
    cardText: "Less bloating and steadier digestion, one food at a time.",
    heroTitle: "Find what your gut is telling you.",
    heroSubtitle:
      "A structured elimination and reintroduction protocol, fibre built up gradually, and a dietitian beside you.",
    defaultKind: "NUTRITION",
    kinds: {
      FITNESS: {
        title: "Movement for a calmer gut.",
        subtitle: "Regular walking and yoga that support digestion and lower stress, a known gut trigger.",
      },
      NUTRITION: {
        title: "Find what your gut is telling you.",
        subtitle:
          "An elimination and reintroduction protocol with a registered dietitian and a symptom diary.",
      },
      FITNESSXNUTRITION: {
        title: "Reset your gut, body and routine.",
        subtitle: "Dietitian-led food changes with movement and sleep habits that support digestion.",
      },
    },
    benefits: [
      {
        title: "Find your triggers",
        text: "A structured protocol instead of cutting out whole food groups forever.",
      },
      {
        title: "Feed the good bacteria",
        text: "Fibre and fermented foods added gradually to avoid bloating.",
      },
      { title: "Track symptoms", text: "A simple daily diary shows patterns you would otherwise miss." },
    ],
    steps: [
      { title: "Baseline", text: "Two weeks of symptom and food logging." },
      { title: "Eliminate", text: "Two to six weeks without common triggers." },
      { title: "Reintroduce", text: "Bring foods back one at a time to find your personal triggers." },
    ],
    storyIds: ["tst-emily-gut"],
    recipeSlugs: ["masoor-dal-vegetable-soup", "overnight-oats-chia-berries", "kala-chana-cucumber-salad"],
    articleSlugs: [
      "feed-your-gut-microbiome",
      "hydration-beyond-eight-glasses",
      "how-much-sleep-do-you-really-need",
    ],
    productSlugs: [...NUTRITION_SLUGS.gut, "daily-multivitamin"],
    faqs: [
      {
        question: "Is this the same as a low-FODMAP diet?",
        answer:
          "It borrows the elimination and reintroduction structure, but your dietitian tailors it so you avoid only what troubles you.",
      },
      {
        question: "When should I see a doctor instead?",
        answer:
          "Blood in the stool, unexplained weight loss, night-time symptoms or a change in bowel habit after 45 need a doctor first.",
      },
    ],
  },
};

export function goalLanding(l: LocalCopy, goal: Goal): GoalLandingData {
  const g = GOAL_PAGES[goal];
  return {
    goal,
    programSlug: g.programSlug,
    card: { title: g.label, description: g.cardText, image: g.image },
    defaultKind: g.defaultKind,
    kinds: g.kinds,
    programs: {
      ISSUE_BASED_PLAN: { eyebrow: `${g.label} Program` },
      YOUNG_AT_HEART: {
        eyebrow: `Young at Heart · ${g.label}`,
        note: "Joint-friendly and paced for members over 50.",
      },
    },
    seo: {
      title: `${g.label} Program with personal coaching | Ojas`,
      description: `${g.cardText} Coach-led plans ${l.inCountry}.`,
    },
    hero: {
      eyebrow: `${g.label} Program`,
      title: g.heroTitle,
      subtitle: g.heroSubtitle,
      image: g.image,
      cta: { label: "See plans", href: `/programs/${g.programSlug}#plans` },
      secondaryCta: { label: "Request a callback", href: `/plans/lead?goal=${goal}` },
    },
    blocks: [
      { type: "benefits", title: "What makes it work", items: g.benefits },
      { type: "howItWorks", title: "How the programme runs", steps: g.steps },
      { type: "planCarousel", title: `${g.label} plans`, goal },
      { type: "transformationStories", title: "Member results", testimonialIds: g.storyIds },
      { type: "recipeList", title: "Recipes for this goal", recipeSlugs: g.recipeSlugs },
      { type: "productCarousel", title: "Tools that help", productSlugs: g.productSlugs },
      { type: "articleList", title: "Read more", articleSlugs: g.articleSlugs },
      { type: "faqs", title: "Questions", items: [...g.faqs, l.faq.contact] },
    ],
  };
}
