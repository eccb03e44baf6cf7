import type { LandingData } from "@ojas/domain";
import type { LocalCopy } from "./landings-market.ts";
import { DEVICE_SLUGS, NUTRITION_SLUGS, RING_FAMILY } from "./landings-refs.ts";

export function ringLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Ojas Ring: sleep, recovery and heart health on your finger | Ojas",
      description: `A titanium smart ring with up to 7 days of battery that tracks sleep, HRV, heart rate, temperature and SpO2. Order the Ojas Ring ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Ring",
      title: "Know your body while you sleep.",
      subtitle:
        "Sleep stages, HRV, resting heart rate, skin temperature and blood oxygen, turned into one readiness score every morning.",
      image: "/images/illustrations/hero-ring.svg",
      cta: { label: "Buy Ojas Ring", href: "/ring/buy" },
      secondaryCta: { label: "Get the free sizing kit first", href: "/ring/preferences" },
      badges: ["Battery up to 7 days", "Water resistant to 100 m", "No subscription needed"],
    },
    blocks: [
      {
        type: "stats",
        title: "Made to be worn, not noticed",
        items: [
          { value: "Up to 7 days", label: "battery on a single charge" },
          { value: "Under 4 g", label: "aerospace-grade titanium" },
          { value: "100 m", label: "water resistance: swim, shower, sauna" },
          { value: "6 to 13", label: "sizes, in three finishes" },
        ],
      },
      {
        type: "benefits",
        title: "What the ring tells you",
        items: [
          {
            title: "Sleep you can act on",
            text: "Light, deep and REM sleep, timing and consistency, with the habits that moved your score.",
          },
          {
            title: "Readiness every morning",
            text: "HRV, resting heart rate and temperature against your own baseline: push, maintain or recover.",
          },
          {
            title: "Early signals",
            text: "A rising night-time temperature and falling HRV often show up a day before you feel unwell.",
          },
          {
            title: "Cycle insights",
            text: "Temperature-based cycle tracking that gets more accurate with every month of wear.",
          },
        ],
      },
      {
        type: "howItWorks",
        title: "From sizing to your first score",
        steps: [
          {
            title: "Size it right",
            text: "Smart-ring sizes differ from jewellery sizes. Wear the sample ring from the sizing kit for 24 hours.",
          },
          { title: "Choose your finish", text: "Matte black, silver or rose gold, sizes 6 to 13." },
          {
            title: "Wear it for two weeks",
            text: "The ring learns your baseline; readiness and HRV insights sharpen after 14 nights.",
          },
          {
            title: "Let a coach read it with you",
            text: "Add Pro membership for coaching programmes built on your sleep and recovery data.",
          },
        ],
      },
      { type: "productCarousel", title: "The ring and its accessories", productSlugs: RING_FAMILY },
      {
        type: "testimonials",
        title: "Worn every night by our members",
        testimonialIds: ["tst-fatima-ring", "tst-jason-ring", "tst-rahul-weight-loss"],
      },
      {
        type: "articleList",
        title: "Get more from your data",
        articleSlugs: ["hrv-explained", "how-much-sleep-do-you-really-need", "strength-training-after-40"],
      },
      {
        type: "influencerVideos",
        title: "Seen on your feed",
        videoIds: ["inf-ring-30-days", "inf-ring-marathon-training"],
      },
      {
        type: "faqs",
        title: "Ojas Ring questions",
        items: [
          {
            question: "How accurate is the ring compared with a chest strap?",
            answer:
              "At rest and during sleep, finger-based heart rate closely matches chest straps because the finger's arteries sit close to the skin. During intense intervals, a strap reacts faster; the ring is built for sleep, recovery and all-day trends.",
          },
          {
            question: "How long does the battery last?",
            answer:
              "Up to 7 days on a single charge, depending on how often blood oxygen is measured. A full charge on the magnetic dock takes about 80 minutes.",
          },
          {
            question: "Do I need a subscription?",
            answer:
              "No. Sleep, readiness and activity tracking are free for life. Pro membership adds coaching programmes and advanced insights.",
          },
          l.faq.delivery,
          l.faq.returns,
        ],
      },
    ],
  };
}

export function cgmLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Ojas CGM: see how every meal moves your glucose | Ojas",
      description: `A 14-day continuous glucose monitor with no finger pricks, plus coaching that turns your curves into better meals. Available ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas CGM",
      title: "See how every meal moves your glucose.",
      subtitle:
        "A painless 14-day sensor that streams your glucose to the Ojas app every 5 minutes, so you learn what keeps you steady.",
      image: "/images/illustrations/hero-cgm.svg",
      cta: { label: "Shop Ojas CGM", href: "/cgm#buy" },
      secondaryCta: { label: "Add a coaching plan", href: "/cgm?option=sensor-plan#buy" },
      badges: ["No finger pricks", "14 days per sensor", "Factory calibrated"],
    },
    blocks: [
      {
        type: "stats",
        title: "Two weeks of data from one sensor",
        items: [
          { value: "14 days", label: "per sensor" },
          { value: "Every 5 min", label: "a new glucose reading" },
          { value: "4,032", label: "readings per sensor" },
          { value: "60 min", label: "warm-up, then it just works" },
        ],
      },
      {
        type: "howItWorks",
        title: "How it works",
        steps: [
          {
            title: "Apply in seconds",
            text: "Press the applicator on the back of your upper arm. Most people feel a quick press.",
          },
          {
            title: "Eat as you normally do",
            text: "Log meals in the app; each one gets a score from its rise and recovery.",
          },
          {
            title: "Run small experiments",
            text: "Try food order, a post-meal walk or a rice swap and compare the curves side by side.",
          },
          {
            title: "Keep what works",
            text: "With the CGM plan, a nutrition coach reviews your data weekly and adjusts your meals.",
          },
        ],
      },
      {
        type: "transformationStories",
        title: "What members learned from their curves",
        testimonialIds: ["tst-sunita-diabetes", "tst-omar-prediabetes"],
      },
      {
        type: "articleList",
        title: "Read before you start",
        articleSlugs: [
          "what-your-glucose-spikes-are-telling-you",
          "the-post-meal-walk",
          "type-2-diabetes-remission",
        ],
      },
      { type: "influencerVideos", title: "Real meals, real curves", videoIds: ["inf-cgm-indian-breakfasts"] },
      {
        type: "faqs",
        title: "Ojas CGM questions",
        items: [
          {
            question: "Does applying the sensor hurt?",
            answer:
              "Most people feel a quick press. The filament under the skin is thinner than a hair and you will not feel it once it is on.",
          },
          {
            question: "Can I use it to dose insulin?",
            answer:
              "No. Ojas CGM is sold for wellness and lifestyle insight. If you take insulin, keep using the meter or medical CGM your doctor prescribed.",
          },
          {
            question: "Can I shower, swim and exercise with it?",
            answer: "Yes. It is water resistant to 1 m for up to 30 minutes and stays on through workouts.",
          },
          l.faq.delivery,
        ],
      },
    ],
  };
}

export function smartScaleLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Ojas Smart Scale: 10+ body markers in one step | Ojas",
      description: `A smart scale that tracks body fat, muscle mass, visceral fat, metabolic age and more for up to 8 people. Delivered ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Smart Scale",
      title: "More than a number on the scale.",
      subtitle:
        "Body fat, muscle mass, visceral fat, body water and metabolic age in one barefoot step, synced to the Ojas app.",
      image: "/images/illustrations/hero-scale.svg",
      cta: { label: "Buy the Smart Scale", href: "/smart-scale#buy" },
      badges: ["Tracks 10+ body markers", "Up to 8 profiles", "Syncs automatically"],
    },
    blocks: [
      {
        type: "stats",
        title: "One step, the full picture",
        items: [
          { value: "10+", label: "body markers tracked" },
          { value: "8", label: "family profiles on one scale" },
          { value: "50 g", label: "weight increments" },
          { value: "180 kg", label: "capacity" },
        ],
      },
      {
        type: "benefits",
        title: "Why composition beats weight",
        items: [
          {
            title: "See fat loss, not water loss",
            text: "Body fat and body water trends show whether the number moved for the right reason.",
          },
          {
            title: "Protect your muscle",
            text: "Muscle mass and protein percentage show whether your training and protein are keeping up.",
          },
          {
            title: "Watch visceral fat",
            text: "The fat around your organs matters most for metabolic health, and it responds well to exercise.",
          },
        ],
      },
      {
        type: "productCarousel",
        title: "Pairs well with the scale",
        subtitle: "Sleep and recovery from the ring, body composition from the scale, in one app.",
        productSlugs: [DEVICE_SLUGS.ring],
      },
      {
        type: "transformationStories",
        title: "Progress the mirror missed",
        testimonialIds: ["tst-vikram-strength", "tst-rahul-weight-loss"],
      },
      { type: "influencerVideos", title: "Recomposition, recorded", videoIds: ["inf-scale-body-recomp"] },
      {
        type: "faqs",
        title: "Smart Scale questions",
        items: [
          {
            question: "How does it measure body composition?",
            answer:
              "Four electrodes pass a tiny, safe current through your feet (bioelectrical impedance). Lean tissue conducts better than fat, and the app combines that with your height, age and sex.",
          },
          {
            question: "When should I weigh myself?",
            answer:
              "Same time, same conditions: in the morning after using the toilet and before eating or drinking. Look at the weekly trend, not day-to-day swings.",
          },
          {
            question: "Can I use it if I have a pacemaker?",
            answer:
              "Please do not use the body composition mode with a pacemaker or other implanted electronic device, or during pregnancy. Weight-only mode is safe.",
          },
          l.faq.delivery,
          l.faq.returns,
        ],
      },
    ],
  };
}

export function bloodWorkLanding(l: LocalCopy, packageSlugs: readonly string[]): LandingData {
  if (packageSlugs.length === 0) return bloodWorkComingSoon(l);
  return {
    seo: {
      title: "Blood tests at home with doctor review | Ojas",
      description: `Book full-body, metabolic and diabetes blood panels with home sample collection ${l.inCountry}. Reports in 24 to 48 hours, reviewed by a doctor.`,
    },
    hero: {
      eyebrow: "Ojas Blood Work",
      title: "Your blood work, at home, explained.",
      subtitle: `${l.bloodWorkCoverage}. Processed by ${l.bloodWorkLab} and reviewed with you by a doctor.`,
      image: "/images/illustrations/hero-bloodwork.svg",
      cta: { label: "Book a test", href: "/blood-work/book" },
      badges: ["Home collection", "Reports in 24 to 48 hours", "Doctor review included"],
    },
    blocks: [
      {
        type: "howItWorks",
        title: "How it works",
        steps: [
          {
            title: "Choose a package and slot",
            text: "Pick a panel and a morning slot over the next two weeks.",
          },
          {
            title: "A phlebotomist visits you",
            text: "A certified phlebotomist collects your sample at home in about 10 minutes.",
          },
          {
            title: "Results in 24 to 48 hours",
            text: "Your report appears in the Ojas app with each marker explained.",
          },
          {
            title: "Talk it through",
            text: "A doctor reviews your results with you and suggests next steps, including when to retest.",
          },
        ],
      },
      { type: "productCarousel", title: "Blood test packages", productSlugs: [...packageSlugs] },
      {
        type: "benefits",
        title: "Why test with Ojas",
        items: [
          {
            title: "Trends, not snapshots",
            text: "Results sit next to your ring, CGM and scale data, so you see how lifestyle changes show up in your blood.",
          },
          { title: "Accredited labs", text: `Every sample is processed by ${l.bloodWorkLab}.` },
          {
            title: "Book for family",
            text: "Book for yourself or a family member; each person gets their own report.",
          },
        ],
      },
      {
        type: "articleList",
        title: "Understand your markers",
        articleSlugs: ["type-2-diabetes-remission", "what-your-glucose-spikes-are-telling-you"],
      },
      {
        type: "faqs",
        title: "Blood work questions",
        items: [
          {
            question: "Do I need to fast?",
            answer:
              "For glucose and lipid panels, fast for 10 to 12 hours beforehand; water is fine. Take your usual medicines unless your doctor has told you otherwise.",
          },
          {
            question: "Can I book for someone else?",
            answer: "Yes. Choose 'Someone else' while booking and enter their details and address.",
          },
          {
            question: "Where do you collect samples?",
            answer: `${l.bloodWorkCoverage}. Enter your address while booking to see the slots available.`,
          },
          l.faq.payment,
        ],
      },
    ],
  };
}

/** Markets where no blood-work package is sold yet. */
function bloodWorkComingSoon(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "At-home blood work is coming soon | Ojas",
      description: `Doctor-reviewed blood panels with home sample collection are coming ${l.inCountry}. Track your metabolic health with Ojas CGM in the meantime.`,
    },
    hero: {
      eyebrow: "Ojas Blood Work",
      title: `At-home blood work is coming soon ${l.inCountry}.`,
      subtitle: `We are onboarding ${l.bloodWorkLab}. Until then, see your glucose in real time with Ojas CGM.`,
      image: "/images/illustrations/hero-bloodwork.svg",
      cta: { label: "Explore Ojas CGM", href: "/cgm" },
      secondaryCta: { label: "Ask us about it", href: "/contact-us" },
    },
    blocks: [
      {
        type: "productCarousel",
        title: "Monitor your metabolic health today",
        productSlugs: [DEVICE_SLUGS.cgm, DEVICE_SLUGS.cgmPlan, DEVICE_SLUGS.scale],
      },
      {
        type: "articleList",
        title: "Understand your markers",
        articleSlugs: ["what-your-glucose-spikes-are-telling-you", "type-2-diabetes-remission"],
      },
      { type: "faqs", title: "Questions", items: [l.faq.contact] },
    ],
  };
}

export function nutritionLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Ojas Nutrition: clean, tested supplements and nutrition coaching | Ojas",
      description: `Supplements tested for 285+ banned substances, recipes and nutritionist-led plans ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Nutrition",
      title: "Nutrition you can trust, down to the batch.",
      subtitle:
        "Clinically dosed supplements, tested for 285+ banned substances, and coaching that fits the way you actually eat.",
      image: "/images/illustrations/hero-nutrition.svg",
      cta: { label: "Shop supplements", href: "/nutrition/products" },
      secondaryCta: { label: "Explore nutrition plans", href: "/plans?kind=NUTRITION" },
      badges: ["Tested for 285+ banned substances", "No proprietary blends", "Third-party lab tested"],
    },
    blocks: [
      {
        type: "stats",
        title: "Clean by default",
        items: [
          { value: "285+", label: "banned substances tested for, every batch" },
          { value: "0", label: "proprietary blends: every dose on the label" },
          { value: "100%", label: "batches with a published certificate of analysis" },
        ],
      },
      { type: "productCarousel", title: "Bestselling supplements", productSlugs: [...NUTRITION_SLUGS.all] },
      {
        type: "benefits",
        title: "How we make them",
        items: [
          {
            title: "Doses from research",
            text: "Each formula uses the forms and amounts studied in clinical trials.",
          },
          {
            title: "Sport-safe",
            text: "Every batch is screened for 285+ substances banned in competitive sport.",
          },
          { title: "Honest labels", text: "No fillers hidden behind blends; allergens listed clearly." },
        ],
      },
      {
        type: "recipeList",
        title: "High-protein recipes from our dietitians",
        recipeSlugs: [
          "paneer-tikka-quinoa-bowl",
          "green-protein-smoothie",
          "moong-dal-chilla-with-mint-curd",
        ],
      },
      {
        type: "planCarousel",
        title: "Eat well with a nutritionist",
        subtitle: l.localFood,
        kind: "NUTRITION",
      },
      {
        type: "articleList",
        title: "Nutrition, explained",
        articleSlugs: [
          "how-much-protein-do-you-need",
          "feed-your-gut-microbiome",
          "hydration-beyond-eight-glasses",
        ],
      },
      {
        type: "faqs",
        title: "Nutrition questions",
        items: [
          {
            question: "What does 'tested for 285+ banned substances' mean?",
            answer:
              "An independent lab screens every batch for more than 285 substances on anti-doping lists, including stimulants and anabolic agents, before it is released for sale.",
          },
          {
            question: "Can I take supplements with my medicines?",
            answer:
              "Most are safe alongside common medicines, but check with your doctor if you take blood thinners, thyroid or diabetes medication, or are pregnant.",
          },
          l.faq.delivery,
        ],
      },
    ],
  };
}
