import { type FitnessSubCategory, fitnessSubCategoryPageKey, type LandingData } from "@ojas/domain";
import type { LocalCopy } from "./landings-market.ts";
import { DEVICE_SLUGS, NUTRITION_SLUGS } from "./landings-refs.ts";

const subCategoryHref = (s: FitnessSubCategory) =>
  `/fitness/${fitnessSubCategoryPageKey(s).replace(/^fitness-/, "")}`;

export function fitnessLanding(l: LocalCopy, accessorySlugs: readonly string[]): LandingData {
  return {
    seo: {
      title: "Ojas Fitness: strength, dance, Pilates and yoga with real coaches | Ojas",
      description: `Live and on-demand classes, personal training plans and coaches who read your recovery data. Join ${l.members} members ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Fitness",
      title: "Train smarter, recover better.",
      subtitle:
        "Strength, dance, Pilates and yoga classes from certified coaches, with plans that adapt to your ring's readiness score.",
      image: "/images/illustrations/hero-fitness.svg",
      cta: { label: "See fitness plans", href: "/plans?kind=FITNESS" },
      secondaryCta: { label: "Try FitBot free", href: "/fitness/fitbot" },
      badges: ["Certified coaches", "Home and gym versions", "Live classes 5 days a week"],
    },
    blocks: [
      {
        type: "tiles",
        title: "Find your kind of workout",
        items: [
          {
            title: "Strength and functional",
            text: "Compound lifts, kettlebells and mobility for a body that works.",
            image: "/images/illustrations/video-strength.svg",
            href: subCategoryHref("STRENGTH_AND_FUNCTIONAL"),
          },
          {
            title: "Dance",
            text: "Bollywood, Afrobeats and Latin cardio you will actually look forward to.",
            image: "/images/illustrations/video-dance.svg",
            href: subCategoryHref("DANCE"),
          },
          {
            title: "Mat Pilates",
            text: "Deep core, posture and back care with nothing but a mat.",
            image: "/images/illustrations/video-pilates.svg",
            href: subCategoryHref("MAT_PILATES"),
          },
          {
            title: "Yoga",
            text: "Vinyasa, hatha and yoga nidra for mobility, focus and sleep.",
            image: "/images/illustrations/video-yoga.svg",
            href: subCategoryHref("YOGA"),
          },
        ],
      },
      {
        type: "videos",
        title: "Start with a free class",
        videoIds: [
          "vid-sf-full-body-foundations",
          "vid-dn-bollywood-cardio",
          "vid-mp-core-essentials",
          "vid-yg-morning-flow",
        ],
      },
      {
        type: "trainers",
        title: "Meet your coaches",
        trainerIds: [
          "tr-rohan-verma",
          "tr-kavya-nair",
          "tr-aisha-khan",
          "tr-megan-brooks",
          "tr-arjun-shetty",
          "tr-priya-menon",
        ],
      },
      { type: "planCarousel", title: "Fitness plans", kind: "FITNESS" },
      {
        type: "productCarousel",
        title: "Train with the right kit",
        productSlugs: [...accessorySlugs, DEVICE_SLUGS.ring, ...NUTRITION_SLUGS.fitness],
      },
      {
        type: "testimonials",
        title: "Members who found their rhythm",
        testimonialIds: ["tst-vikram-strength", "tst-maria-dance", "tst-jason-ring"],
      },
      {
        type: "articleList",
        title: "Training, explained",
        articleSlugs: ["strength-training-after-40", "hrv-explained", "how-much-protein-do-you-need"],
      },
      {
        type: "faqs",
        title: "Fitness questions",
        items: [
          {
            question: "Do I need gym equipment?",
            answer:
              "No. Every workout has a home version using body weight, a mat and optionally a pair of dumbbells or a resistance band.",
          },
          {
            question: "I am a complete beginner. Where should I start?",
            answer:
              "Start with 'Full-body strength foundations' or 'Low-impact dance groove' two or three times a week. Your coach will move you on when the sessions feel easy.",
          },
          {
            question: "When can I talk to my coach?",
            answer: `Pro members chat with their coach ${l.coachHours} and have a weekly video check-in.`,
          },
        ],
      },
    ],
  };
}

export function fitbotLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "FitBot: your guided workout assistant | Ojas",
      description: `FitBot plans today's workout from your readiness score and coaches you through every set. Free for Ojas members ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "FitBot",
      title: "A coach in your pocket for every set.",
      subtitle:
        "FitBot picks today's workout from your readiness score, talks you through each exercise and adjusts the next session from how this one felt.",
      image: "/images/illustrations/hero-fitbot.svg",
      cta: { label: "Pick a workout", href: "#workouts" },
      badges: ["Voice-guided", "Adapts to your recovery", "15 to 45 minutes"],
    },
    blocks: [
      {
        type: "howItWorks",
        title: "How FitBot works",
        steps: [
          {
            title: "Check in",
            text: "Tell FitBot your time and equipment. With an Ojas Ring, it reads your readiness score too.",
          },
          {
            title: "Follow along",
            text: "Voice and on-screen cues for every exercise, with rest timers and form tips.",
          },
          { title: "Rate the session", text: "Mark each set as easy, right or hard." },
          {
            title: "Get your results",
            text: "See your volume, time under tension and heart-rate zones, and what changes next time.",
          },
        ],
      },
      {
        type: "benefits",
        title: "Why it works",
        items: [
          {
            title: "Progressive overload, automated",
            text: "Reps and load creep up only when your ratings say you are ready.",
          },
          {
            title: "Recovery-aware",
            text: "Low readiness swaps intervals for mobility, so you train hard on the right days.",
          },
          {
            title: "Built by our coaches",
            text: "Every exercise and cue comes from Ojas's certified trainers.",
          },
        ],
      },
      {
        type: "videos",
        title: "Workouts FitBot can guide",
        videoIds: ["vid-sf-full-body-foundations", "vid-sf-kettlebell-conditioning", "vid-sf-desk-mobility"],
      },
      {
        type: "faqs",
        title: "FitBot questions",
        items: [
          {
            question: "Do I need the Ojas Ring to use FitBot?",
            answer:
              "No. Without a ring, FitBot adjusts from your set ratings alone. With a ring, it also uses your HRV and sleep to pick the day's intensity.",
          },
          {
            question: "Does FitBot use my camera?",
            answer:
              "No. FitBot guides you with timers, voice cues and your own feedback; nothing is recorded.",
          },
          {
            question: "Is it suitable for beginners?",
            answer:
              "Yes. Your first three sessions calibrate your level and every exercise has an easier option.",
          },
        ],
      },
    ],
  };
}

export function goalHabitLanding(l: LocalCopy): LandingData {
  const goalTile = (title: string, text: string, image: string, programSlug: string) => ({
    title,
    text,
    image,
    href: `/programs/${programSlug}`,
  });
  return {
    seo: {
      title: "Pick a goal, build the habits | Ojas",
      description: `Goal-based programmes for weight loss, fitness, skin, diabetes and gut health, built on small daily habits. Available ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Goals and habits",
      title: "Big goals, small daily habits.",
      subtitle:
        "Choose one goal. We break it into habits you can do today, track them with your Ojas devices and adjust every week.",
      image: "/images/illustrations/hero-plans.svg",
      cta: { label: "Choose my goal", href: "/plans" },
    },
    blocks: [
      {
        type: "tiles",
        title: "What do you want to work on?",
        items: [
          goalTile(
            "Lose weight",
            "Steady fat loss without crash diets.",
            "/images/illustrations/hero-weight-loss.svg",
            "weight-loss-program",
          ),
          goalTile(
            "Stay fit",
            "Strength, stamina and mobility that last.",
            "/images/illustrations/hero-fitness.svg",
            "stay-fit-program",
          ),
          goalTile(
            "Healthy skin",
            "Clearer skin from routine and lifestyle.",
            "/images/illustrations/hero-skin.svg",
            "healthy-skin-program",
          ),
          goalTile(
            "Reverse diabetes",
            "Doctor-led, with CGM and blood work.",
            "/images/illustrations/hero-diabetes.svg",
            "diabetes-reversal-program",
          ),
          goalTile(
            "Beat pre-diabetes",
            "Bring fasting glucose back to normal.",
            "/images/illustrations/hero-cgm.svg",
            "pre-diabetes-reversal-program",
          ),
          goalTile(
            "Reset your gut",
            "Less bloating, steadier digestion.",
            "/images/illustrations/hero-gut.svg",
            "gut-health-reset-program",
          ),
        ],
      },
      {
        type: "howItWorks",
        title: "The habit loop",
        steps: [
          {
            title: "Start tiny",
            text: "One habit at a time: a 10-minute walk after dinner beats a plan you drop in week two.",
          },
          {
            title: "Measure it",
            text: "Your ring, CGM and scale show whether the habit is moving the needle.",
          },
          {
            title: "Review weekly",
            text: "Your coach looks at the week's data with you and adds the next habit.",
          },
        ],
      },
      {
        type: "stats",
        title: "Habits our members keep",
        items: [
          { value: "81%", label: "still walking after dinner 12 weeks in" },
          { value: "6.4 h to 7.2 h", label: "average sleep, first month to third" },
          { value: l.members, label: `members ${l.inCountry}` },
        ],
      },
      {
        type: "articleList",
        title: "Habits with the best evidence",
        articleSlugs: ["the-post-meal-walk", "how-much-sleep-do-you-really-need", "feed-your-gut-microbiome"],
      },
      {
        type: "transformationStories",
        title: "Small habits, big changes",
        testimonialIds: ["tst-rahul-weight-loss", "tst-omar-prediabetes", "tst-emily-gut"],
      },
    ],
  };
}

export function youngAtHeartLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Young at Heart: fitness and nutrition for 50 and beyond | Ojas",
      description: `Joint-friendly strength, balance and nutrition programmes for members over 50, led by coaches who specialise in healthy ageing. Available ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Young at Heart",
      title: "Stronger at 50, 60 and beyond.",
      subtitle:
        "Low-impact strength, balance and mobility sessions with nutrition that protects muscle and bone, designed for members over 50.",
      image: "/images/illustrations/hero-young-at-heart.svg",
      cta: { label: "See Young at Heart plans", href: "/plans?programType=YOUNG_AT_HEART" },
      secondaryCta: { label: "Talk to a coach", href: "/plans/lead?program=YOUNG_AT_HEART" },
      badges: ["Joint-friendly", "Doctor-reviewed", "Small live groups"],
    },
    blocks: [
      {
        type: "benefits",
        title: "What the programme builds",
        items: [
          { title: "Strength", text: "Two short strength sessions a week slow age-related muscle loss." },
          { title: "Balance", text: "Single-leg and gait drills that lower the risk of falls." },
          { title: "Bone health", text: "Loading exercises plus calcium, vitamin D and protein targets." },
          { title: "Heart health", text: "Zone 2 walking and dance cardio, paced by your heart rate." },
        ],
      },
      { type: "planCarousel", title: "Young at Heart plans", programType: "YOUNG_AT_HEART" },
      {
        type: "trainers",
        title: "Coaches who specialise in healthy ageing",
        trainerIds: ["tr-megan-brooks", "tr-rohan-verma", "dr-karan-malhotra"],
      },
      {
        type: "videos",
        title: "Try a session",
        videoIds: ["vid-mp-back-care", "vid-dn-low-impact-groove", "vid-sf-desk-mobility"],
      },
      {
        type: "transformationStories",
        title: "It is never too late",
        testimonialIds: ["tst-vikram-strength", "tst-sunita-diabetes"],
      },
      {
        type: "articleList",
        title: "Ageing well",
        articleSlugs: [
          "strength-training-after-40",
          "how-much-protein-do-you-need",
          "type-2-diabetes-remission",
        ],
      },
      {
        type: "faqs",
        title: "Young at Heart questions",
        items: [
          {
            question: "I have knee or back pain. Can I join?",
            answer:
              "Yes. Every session has a joint-friendly version and your coach adapts exercises to your history. If you have a recent injury or surgery, bring your doctor's clearance.",
          },
          {
            question: "I take medicines for blood pressure or diabetes. Is it safe?",
            answer:
              "Our medical team reviews your health questionnaire before you start and coordinates with your own doctor where needed.",
          },
          l.faq.contact,
        ],
      },
    ],
  };
}

export function plansLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Fitness and nutrition plans with a personal coach | Ojas",
      description: `Pro and Lite plans for weight loss, fitness, skin, diabetes and gut health, with coaches who use your Ojas data. ${l.taxNote}`,
    },
    hero: {
      eyebrow: "Ojas Plans",
      title: "A plan built on your data, a coach in your corner.",
      subtitle:
        "Choose your goal and how you want to be coached. Every plan adapts weekly to your sleep, activity and progress.",
      image: "/images/illustrations/hero-plans.svg",
      cta: { label: "Find my plan", href: "#plans" },
      secondaryCta: { label: "Request a callback", href: "/plans/lead" },
    },
    blocks: [
      { type: "planCarousel", title: "Plans for every goal" },
      {
        type: "benefits",
        title: "Pro or Lite?",
        items: [
          {
            title: "Pro",
            text: "Your own coach, weekly video check-ins and a plan adjusted from your ring and app data every week.",
          },
          {
            title: "Lite",
            text: "Follow the plan in the app with live group classes and a monthly check-in with a coach.",
          },
        ],
      },
      {
        type: "howItWorks",
        title: "How plans work",
        steps: [
          { title: "Pick a goal and plan", text: "Fitness, nutrition or both, for one to twelve months." },
          {
            title: "Meet your coach",
            text: "A 30-minute onboarding call to understand your routine, food and history.",
          },
          {
            title: "Follow and track",
            text: "Workouts, meals and habits in the app, measured by your devices.",
          },
          {
            title: "Adjust every week",
            text: "Your plan changes with your results, not on a fixed template.",
          },
        ],
      },
      {
        type: "trainers",
        title: "Our coaching team",
        trainerIds: [
          "tr-rohan-verma",
          "tr-kavya-nair",
          "tr-aisha-khan",
          "dr-karan-malhotra",
          "dr-meera-iyer",
        ],
      },
      {
        type: "transformationStories",
        title: "Results from our members",
        testimonialIds: [
          "tst-rahul-weight-loss",
          "tst-sunita-diabetes",
          "tst-vikram-strength",
          "tst-emily-gut",
        ],
      },
      {
        type: "faqs",
        title: "Plan questions",
        items: [
          {
            question: "Can I switch from Lite to Pro?",
            answer: "Yes, at any time. We credit the unused days of your Lite plan towards Pro.",
          },
          {
            question: "Do I need an Ojas device?",
            answer:
              "No, but plans get sharper with one. The ring adds sleep and recovery data; diabetes and pre-diabetes plans include CGM sensors.",
          },
          {
            question: "When can I reach my coach?",
            answer: `Coaches reply on chat ${l.coachHours}.`,
          },
          l.faq.payment,
        ],
      },
    ],
  };
}

export function diabetesReversalLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Diabetes Reversal Program: doctor-led, CGM-guided | Ojas",
      description: `A medically supervised programme to lower HbA1c and reduce medication safely, with endocrinologists, CGM and blood work ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Diabetes Reversal Program",
      title: "Bring your HbA1c down. Safely, with your doctor.",
      subtitle:
        "Endocrinologist-led care, continuous glucose monitoring and a coach who plans meals around your curves.",
      image: "/images/illustrations/hero-diabetes.svg",
      cta: { label: "Check if I am eligible", href: "/plans/lead?goal=DIABETES_REVERSAL" },
      secondaryCta: { label: "See plans", href: "/programs/diabetes-reversal-program" },
      badges: ["Endocrinologist-led", "CGM included", "HbA1c every 3 months"],
    },
    blocks: [
      {
        type: "stats",
        title: "What the research shows",
        items: [
          {
            value: "46%",
            label: "in remission after one year with structured weight management (DiRECT trial)",
          },
          { value: "86%", label: "remission among those who lost 15 kg or more" },
          { value: "< 6.5%", label: "HbA1c off medication: how remission is defined" },
        ],
      },
      {
        type: "howItWorks",
        title: "Your first 12 weeks",
        steps: [
          {
            title: "Baseline",
            text: "Blood work at home, a CGM sensor and a consultation with our endocrinologist.",
          },
          {
            title: "Personal plan",
            text: "A meal plan built from your glucose curves and the food you already eat.",
          },
          {
            title: "Weekly reviews",
            text: "Your coach and doctor review CGM data and adjust food, activity and medicines.",
          },
          { title: "Retest", text: "HbA1c at 12 weeks to measure progress and plan the next phase." },
        ],
      },
      { type: "planCarousel", title: "Programme plans", goal: "DIABETES_REVERSAL" },
      { type: "trainers", title: "Your medical lead", trainerIds: ["dr-karan-malhotra"] },
      {
        type: "transformationStories",
        title: "Members who reversed the trend",
        testimonialIds: ["tst-sunita-diabetes", "tst-omar-prediabetes"],
      },
      {
        type: "productCarousel",
        title: "Monitor between visits",
        productSlugs: [DEVICE_SLUGS.cgm, DEVICE_SLUGS.cgmPlan, DEVICE_SLUGS.scale],
      },
      {
        type: "articleList",
        title: "Understand the science",
        articleSlugs: [
          "type-2-diabetes-remission",
          "what-your-glucose-spikes-are-telling-you",
          "the-post-meal-walk",
        ],
      },
      {
        type: "faqs",
        title: "Programme questions",
        items: [
          {
            question: "Will I have to stop my medicines?",
            answer:
              "Never on your own. Our doctors reduce medicines step by step as your glucose improves, in coordination with your own physician.",
          },
          {
            question: "Who is it for?",
            answer:
              "Adults with type 2 diabetes or pre-diabetes. It is not suitable for type 1 diabetes, pregnancy or advanced kidney disease.",
          },
          {
            question: "Is remission guaranteed?",
            answer:
              "No programme can promise remission. Most members lower their HbA1c; remission is most likely within six years of diagnosis and with sustained weight loss.",
          },
          l.faq.contact,
        ],
      },
    ],
  };
}

const SUB_CATEGORY_PAGES: Record<
  FitnessSubCategory,
  { title: string; subtitle: string; image: string; description: string; videoId: string }
> = {
  STRENGTH_AND_FUNCTIONAL: {
    title: "Strength and functional training",
    subtitle: "Get stronger at the movements life asks of you: squat, hinge, push, pull and carry.",
    image: "/images/illustrations/video-strength.svg",
    description:
      "Progressive strength sessions built around compound movements, with kettlebell conditioning and mobility work. Every class has a home version with dumbbells or a band, and your coach adds load only when your form and recovery say you are ready.",
    videoId: "vid-sf-full-body-foundations",
  },
  DANCE: {
    title: "Dance fitness",
    subtitle: "Cardio that feels like a night out: Bollywood, Afrobeats and Latin.",
    image: "/images/illustrations/video-dance.svg",
    description:
      "Routines are taught in short 8-count blocks, so beginners can follow from the first class. Low-impact options keep knees happy, and the advanced classes push your heart rate into the higher zones.",
    videoId: "vid-dn-bollywood-cardio",
  },
  MAT_PILATES: {
    title: "Mat Pilates",
    subtitle: "Core strength, posture and a calmer back with nothing but a mat.",
    image: "/images/illustrations/video-pilates.svg",
    description:
      "Classical mat Pilates with precise cueing for the deep core and pelvic floor. Sessions range from back-care and postnatal rebuilding to a challenging power flow.",
    videoId: "vid-mp-core-essentials",
  },
  YOGA: {
    title: "Yoga",
    subtitle: "Mobility, breath and better sleep, from sun salutations to yoga nidra.",
    image: "/images/illustrations/video-yoga.svg",
    description:
      "Vinyasa, hatha and restorative classes taught by experienced teachers. Pair the evening wind-down with your ring's sleep score to see what a calmer bedtime does for your deep sleep.",
    videoId: "vid-yg-morning-flow",
  },
};

export function fitnessSubCategoryLanding(l: LocalCopy, subCategory: FitnessSubCategory): LandingData {
  const page = SUB_CATEGORY_PAGES[subCategory];
  return {
    seo: {
      title: `${page.title} classes with certified coaches | Ojas`,
      description: `${page.subtitle} On-demand and live ${page.title.toLowerCase()} classes ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Fitness",
      title: page.title,
      subtitle: page.subtitle,
      image: page.image,
      cta: { label: "Start the first class", href: `${subCategoryHref(subCategory)}#${page.videoId}` },
      secondaryCta: { label: "See fitness plans", href: "/plans?kind=FITNESS" },
    },
    description: page.description,
    blocks: [{ type: "planCarousel", title: "Train with a plan", kind: "FITNESS" }],
  };
}
