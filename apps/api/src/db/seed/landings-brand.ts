import type { LandingData, SplashData } from "@ojas/domain";
import type { LocalCopy } from "./landings-market.ts";
import { DEVICE_SLUGS, NUTRITION_SLUGS, SKIN_SLUGS } from "./landings-refs.ts";

export function homeLanding(l: LocalCopy, sellsBloodWork: boolean): LandingData {
  return {
    seo: {
      title: "Ojas: Health, measured. Smart ring, CGM, skin care and coaching",
      description: `The Ojas Ring, CGM and Smart Scale, dermatologist-formulated skin care, tested supplements and coach-led plans, ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Health, measured.",
      title: "Understand your body. Then change it.",
      subtitle:
        "Devices that measure what matters, coaches who read the data with you, and products made with the same rigour.",
      image: "/images/illustrations/hero-home.svg",
      cta: { label: "Shop Ojas Ring", href: "/ring" },
      secondaryCta: { label: "Explore plans", href: "/plans" },
      badges: ["Easy 7 days return", "Delivery in 2 days", `${l.members} members`],
    },
    blocks: [
      {
        type: "stats",
        title: "Built on measurement",
        items: [
          { value: l.members, label: `members ${l.inCountry}` },
          { value: "Up to 7 days", label: "Ojas Ring battery life" },
          { value: "10+", label: "body markers on the Smart Scale" },
          { value: "285+", label: "banned substances every supplement is tested for" },
        ],
      },
      {
        type: "tiles",
        title: "Start where you are",
        items: [
          {
            title: "Ojas Ring",
            text: "Sleep, HRV and readiness from a titanium ring.",
            image: "/images/products/ring-matte-black.svg",
            href: "/ring",
          },
          {
            title: "Ojas CGM",
            text: "See how every meal moves your glucose.",
            image: "/images/products/cgm-sensor.svg",
            href: "/cgm",
          },
          {
            title: "Smart Scale",
            text: "Body fat, muscle and visceral fat in one step.",
            image: "/images/products/smart-scale.svg",
            href: "/smart-scale",
          },
          {
            title: "Ojas Skin",
            text: "Dermatologist-formulated routines.",
            image: "/images/products/serum-amber.svg",
            href: "/skin",
          },
          {
            title: "Ojas Nutrition",
            text: "Supplements tested for 285+ banned substances.",
            image: "/images/products/supplement-whey.svg",
            href: "/nutrition",
          },
          sellsBloodWork
            ? {
                title: "Blood work",
                text: "Home collection, doctor-reviewed results.",
                image: "/images/products/bloodwork-basic.svg",
                href: "/blood-work",
              }
            : {
                title: "Coaching plans",
                text: "A coach who reads your data with you.",
                image: "/images/illustrations/hero-plans.svg",
                href: "/plans",
              },
        ],
      },
      {
        type: "productCarousel",
        title: "Bestsellers",
        productSlugs: [
          DEVICE_SLUGS.ring,
          DEVICE_SLUGS.cgm,
          DEVICE_SLUGS.scale,
          SKIN_SLUGS.bestsellers[0],
          SKIN_SLUGS.bestsellers[2],
          NUTRITION_SLUGS.all[0],
        ],
      },
      {
        type: "howItWorks",
        title: "How Ojas works",
        steps: [
          {
            title: "Measure",
            text: "Wear the ring, scan the CGM, step on the scale, or book blood work at home.",
          },
          { title: "Understand", text: "The Ojas app turns readings into plain-language scores and trends." },
          {
            title: "Act",
            text: "Coaches, doctors and FitBot turn your data into a plan, and adjust it weekly.",
          },
        ],
      },
      { type: "planCarousel", title: "Plans for every goal" },
      {
        type: "transformationStories",
        title: "Real members, measured results",
        testimonialIds: [
          "tst-rahul-weight-loss",
          "tst-sunita-diabetes",
          "tst-neha-skin",
          "tst-vikram-strength",
        ],
      },
      {
        type: "articleList",
        title: "From the Ojas journal",
        articleSlugs: [
          "how-much-sleep-do-you-really-need",
          "what-your-glucose-spikes-are-telling-you",
          "skin-barrier-101",
        ],
      },
      {
        type: "influencerVideos",
        title: "As seen on your feed",
        videoIds: [
          "inf-ring-30-days",
          "inf-cgm-indian-breakfasts",
          "inf-scale-body-recomp",
          "inf-skin-routine-humid",
        ],
      },
      { type: "faqs", title: "Good to know", items: [l.faq.delivery, l.faq.payment, l.faq.returns] },
    ],
  };
}

export function aboutUsLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "About Ojas: Health, measured.",
      description: `Ojas builds health devices, skin care, nutrition and coaching around one idea: what gets measured gets better. Serving ${l.members} members ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "About us",
      title: "Health, measured.",
      subtitle:
        "We started Ojas because health advice was either generic or unproven. We believe you should see your own data and act on evidence.",
      image: "/images/illustrations/hero-home.svg",
      cta: { label: "Meet our experts", href: "#experts" },
    },
    blocks: [
      {
        type: "richText",
        title: "Our story",
        paragraphs: [
          "Ojas began in 2019 in Bengaluru, when a cardiologist, a hardware engineer and a dietitian kept running into the same problem: people were told to sleep more, eat better and move more, but nobody could show them whether it was working.",
          "So we built the tools to measure it, first the Ojas Ring, then the CGM and the Smart Scale, and a team of coaches and doctors to read that data with our members. Our skin care and supplements follow the same rule: published doses, tested batches, no claims we cannot back.",
          `Today Ojas serves ${l.members} members ${l.inCountry}, with teams in Bengaluru, Dubai and New York.`,
        ],
      },
      {
        type: "benefits",
        title: "What we stand for",
        items: [
          {
            title: "Evidence first",
            text: "Every programme and product starts from published research, not trends.",
          },
          {
            title: "Your data, your call",
            text: "Your health data is encrypted, never sold, and deleted when you ask.",
          },
          { title: "People, not just apps", text: "Certified coaches and doctors review your progress." },
          { title: "Honest products", text: "Doses on the label, batches tested, claims we can support." },
        ],
      },
      {
        type: "trainers",
        title: "Our experts",
        trainerIds: [
          "dr-karan-malhotra",
          "dr-meera-iyer",
          "tr-rohan-verma",
          "tr-kavya-nair",
          "tr-megan-brooks",
          "tr-aisha-khan",
        ],
      },
      {
        type: "stats",
        title: "Ojas in numbers",
        items: [
          { value: l.members, label: `members ${l.inCountry}` },
          { value: "120+", label: "coaches, dietitians and doctors" },
          { value: "3", label: "countries: India, the UAE and the US" },
        ],
      },
      { type: "faqs", title: "Get in touch", items: [l.faq.contact] },
    ],
  };
}

export function faqsLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Frequently asked questions | Ojas",
      description: `Answers about orders, delivery, payments, returns, devices, skin care, nutrition and plans ${l.inCountry}.`,
    },
    hero: {
      title: "How can we help?",
      subtitle: "Answers to the questions our care team hears most. Still stuck? We are a message away.",
      image: "/images/illustrations/hero-home.svg",
      cta: { label: "Contact us", href: "/contact-us" },
    },
    blocks: [
      {
        type: "faqGroups",
        title: "Frequently asked questions",
        groups: [
          {
            title: "Orders and delivery",
            items: [
              l.faq.delivery,
              {
                question: "How do I track my order?",
                answer:
                  "Open Orders in your account to see each shipment's status and a live tracking link once dispatched.",
              },
              {
                question: "Can I change or cancel an order?",
                answer:
                  "You can cancel any item before it is dispatched from the order page. Ring size and colour can be changed before dispatch too.",
              },
            ],
          },
          { title: "Payments", items: [l.faq.payment] },
          {
            title: "Returns and refunds",
            items: [
              l.faq.returns,
              {
                question: "Can I exchange my ring for another size?",
                answer:
                  "Yes. Request an exchange within 7 days of delivery; the new size ships once we receive the original.",
              },
            ],
          },
          {
            title: "Ojas Ring",
            items: [
              {
                question: "How long does the battery last?",
                answer: "Up to 7 days on a single charge. A full charge takes about 80 minutes.",
              },
              {
                question: "Is there a monthly fee?",
                answer:
                  "No. Core tracking is free for life. Pro membership adds coaching programmes and advanced insights.",
              },
            ],
          },
          {
            title: "CGM and Smart Scale",
            items: [
              {
                question: "How long does a CGM sensor last?",
                answer: "14 days, with a reading every 5 minutes and no finger pricks.",
              },
              {
                question: "What does the Smart Scale measure?",
                answer:
                  "10+ body markers including weight, body fat, muscle mass, visceral fat, body water, bone mass and metabolic age.",
              },
            ],
          },
          {
            title: "Skin care and nutrition",
            items: [
              {
                question: "Are your supplements safe for tested athletes?",
                answer: "Every batch is independently tested for 285+ banned substances before release.",
              },
              {
                question: "How do I choose a skin routine?",
                answer:
                  "Filter products by your skin type and main concern, or start with the Daily Essentials Routine: cleanser, niacinamide serum and gel sunscreen.",
              },
            ],
          },
          {
            title: "Plans and coaching",
            items: [
              {
                question: "What is the difference between Pro and Lite?",
                answer:
                  "Pro gives you your own coach with weekly video check-ins. Lite includes live group classes and a monthly check-in.",
              },
              {
                question: "When is my coach available?",
                answer: `Coaches reply on chat ${l.coachHours}.`,
              },
            ],
          },
          { title: "Account and support", items: [l.faq.contact] },
        ],
      },
    ],
  };
}

export function splashData(l: LocalCopy): SplashData {
  return {
    announcements: [
      { id: "delivery", text: l.delivery, href: "/faqs" },
      { id: "welcome", text: "New to Ojas? Use code WELCOME10 for 10% off your first order.", href: "/shop" },
      {
        id: "supplements",
        text: "Every Ojas supplement is tested for 285+ banned substances.",
        href: "/nutrition",
      },
    ],
    featured: [
      {
        title: "Ojas Ring",
        subtitle: "Up to 7 days of battery. Sleep, HRV and readiness.",
        image: "/images/products/ring-silver.svg",
        href: "/ring",
      },
      {
        title: "Diabetes Reversal Program",
        subtitle: "Doctor-led, CGM-guided.",
        image: "/images/illustrations/hero-diabetes.svg",
        href: "/diabetes-reversal-program",
      },
      {
        title: "Build your own skin bundle",
        subtitle: "Pick any 3 and save 20%.",
        image: "/images/products/byob-box.svg",
        href: "/skin/products/build-your-own-skin-bundle",
      },
    ],
  };
}
