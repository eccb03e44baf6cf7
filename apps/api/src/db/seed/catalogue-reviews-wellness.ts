import type { ReviewGroup } from "./catalogue-types.ts";

/** Reviews of supplements, fitness accessories and blood-work packages. */
export const WELLNESS_REVIEWS: ReviewGroup[] = [
  {
    key: "whey",
    productId: "prd-whey-protein-isolate",
    skuIds: ["NUT-WHEY-CHOC-1KG", "NUT-WHEY-VAN-1KG"],
    lines: [
      [
        "Kartik S.",
        5,
        "Mixes perfectly in water",
        "No lumps even with a normal bottle. Chocolate tastes like a proper milkshake, not chalky at all.",
      ],
      [
        "Ali H.",
        5,
        "Easy on my stomach",
        "Regular whey always bloated me. The isolate doesn't, and the macros are very clean.",
      ],
      [
        "Brianna C.",
        4,
        "Vanilla is subtle",
        "Great in smoothies and oats. On its own with water it's a little mild for me.",
      ],
      [
        "Harpreet K.",
        5,
        "Trust the testing",
        "As a competitive lifter I need banned-substance testing. Glad Ojas publishes the batch reports.",
      ],
      [
        "Nilesh T.",
        4,
        "Good protein, good value",
        "27 g per scoop as advertised. Scoop sits buried in the powder, which is annoying.",
      ],
      [
        "Deepa R.",
        5,
        "Recovery improved",
        "Less soreness after leg day since I started taking a scoop after training.",
      ],
      ["Justin M.", 5, "Ordering again", "Third tub. Chocolate with cold milk is dessert.", "PENDING"],
    ],
  },
  {
    key: "omega",
    productId: "prd-triple-strength-omega-3",
    skuIds: ["NUT-OMEGA-60"],
    lines: [
      [
        "Suresh N.",
        5,
        "No fishy aftertaste",
        "Finally fish oil that doesn't repeat on me. The lemon coating works.",
      ],
      [
        "Emma W.",
        4,
        "High dose in two caps",
        "I used to take six capsules of a cheaper brand to get this much EPA and DHA.",
      ],
      ["Rahim A.", 5, "Joint stiffness better", "My knees feel less stiff in the morning after two months."],
      ["Madhuri J.", 4, "Good quality", "Capsules are big, but easy enough to swallow with food."],
      ["Leo B.", 1, "Wrong product delivered", "Shipment issue, not a review of the product.", "REJECTED"],
    ],
  },
  {
    key: "multi",
    productId: "prd-daily-multivitamin",
    skuIds: ["NUT-MULTI-60"],
    lines: [
      [
        "Geeta P.",
        5,
        "My vitamin D is finally normal",
        "My levels were low for years. After three months with this, my last report was in range.",
      ],
      [
        "Connor H.",
        4,
        "Gentle on the stomach",
        "No nausea like with other multis. Just take it with breakfast.",
      ],
      ["Shabnam R.", 5, "One tablet, done", "Simple, and the 60-day supply is convenient."],
    ],
  },
  {
    key: "magnesium",
    productId: "prd-magnesium-glycinate",
    skuIds: ["NUT-MAG-60"],
    lines: [
      [
        "Ashwin R.",
        5,
        "My ring shows the difference",
        "Deep sleep went up by about 20 minutes a night on my Ojas Ring after two weeks of magnesium.",
      ],
      [
        "Fiona G.",
        5,
        "Fewer night cramps",
        "Used to wake up with calf cramps after runs. Haven't had one since I started.",
      ],
      [
        "Salma K.",
        4,
        "Calmer evenings",
        "I feel more relaxed at bedtime. Two capsules is a small hassle but fine.",
      ],
      [
        "Yash V.",
        3,
        "Subtle effect",
        "Sleep is a little better, nothing dramatic. No stomach issues at least.",
      ],
    ],
  },
  {
    key: "probiotic",
    productId: "prd-probiotic-30-billion",
    skuIds: ["NUT-PROBIO-30"],
    lines: [
      ["Neha D.", 5, "Less bloating", "My evening bloating has reduced a lot after a month."],
      [
        "Fahad T.",
        4,
        "Helped after antibiotics",
        "Took it after a course of antibiotics and my digestion settled quickly.",
      ],
      [
        "Rekha S.",
        5,
        "Regular and comfortable",
        "Digestion is more regular. Shelf-stable is a big plus when travelling.",
      ],
    ],
  },
  {
    key: "electrolytes",
    productId: "prd-electrolyte-hydration-mix",
    skuIds: ["NUT-ELEC-20"],
    lines: [
      [
        "Karthik V.",
        5,
        "Lifesaver for long runs",
        "No more cramps on my half-marathon training runs. Tastes like light lemonade.",
      ],
      [
        "Mona E.",
        5,
        "Essential in summer",
        "Carry a few sticks to padel in the Dubai heat. Makes a real difference.",
      ],
      [
        "Ashley N.",
        4,
        "Good taste, zero sugar",
        "Refreshing and not too salty. Wish there was a berry flavour.",
      ],
      [
        "Dinesh B.",
        5,
        "Helps with travel fatigue",
        "One stick on long flights and I land feeling much less drained.",
      ],
    ],
  },
  {
    key: "collagen",
    productId: "prd-marine-collagen-peptides",
    skuIds: ["NUT-COLL-200"],
    lines: [
      [
        "Sneha A.",
        4,
        "Truly unflavoured",
        "Disappears in my morning coffee. Nails are stronger after two months.",
      ],
      [
        "Rachel V.",
        5,
        "Skin feels more supple",
        "Noticed my skin looks plumper, especially around the eyes.",
      ],
      [
        "Zainab M.",
        4,
        "Good for joints",
        "Knee comfort on stairs has improved. Will keep going for another few months.",
      ],
    ],
  },
  {
    key: "yoga-mat",
    productId: "prd-grip-yoga-mat",
    skuIds: ["FXN-YOGA-MAT"],
    lines: [
      [
        "Anjali S.",
        5,
        "Zero slipping in hot yoga",
        "My hands stayed put through a sweaty vinyasa. The alignment lines help too.",
      ],
      [
        "Marcus T.",
        4,
        "Great grip, a bit heavy",
        "Best grip I've had. A bit heavy to carry to class, but the strap helps.",
      ],
      [
        "Nadia A.",
        5,
        "Comfortable on the knees",
        "The 6 mm cushioning makes a difference in kneeling poses.",
      ],
      [
        "Sourav M.",
        4,
        "Rubber smell fades",
        "Had a rubber smell for the first week; aired it out and it's gone. Excellent mat otherwise.",
      ],
    ],
  },
  {
    key: "bands",
    productId: "prd-resistance-bands-set",
    skuIds: ["FXN-BANDS-SET"],
    lines: [
      [
        "Pooja K.",
        5,
        "Don't roll up",
        "Fabric bands stay in place during glute work, unlike my old rubber ones.",
      ],
      ["Jamal R.", 5, "Travel gym", "Pack these on every work trip. The exercise guide is useful."],
      [
        "Katie S.",
        4,
        "Good range",
        "Heaviest band is tough even for squats. Lightest could be lighter for rehab work.",
      ],
    ],
  },
  {
    key: "dumbbells",
    productId: "prd-adjustable-dumbbells",
    skuIds: ["FXN-DUMBBELLS-24"],
    lines: [
      [
        "Rajiv N.",
        5,
        "Replaced my gym membership",
        "Dial is quick and solid. I train full body at home three times a week now.",
      ],
      [
        "Dana K.",
        4,
        "Saves so much space",
        "Fits in a corner of my apartment. The handle is a bit long for some moves.",
      ],
      ["Hemant S.", 5, "Built well", "Four months of regular use, no rattling or loose plates."],
    ],
  },
  {
    key: "rope",
    productId: "prd-speed-skipping-rope",
    skuIds: ["FXN-ROPE"],
    lines: [
      ["Simran G.", 5, "Smooth and fast", "Finally landed double-unders. The bearings spin beautifully."],
      ["Tariq B.", 4, "Good rope", "Easy to adjust to my height. Foam grips could be thicker."],
      [
        "Olga P.",
        5,
        "Great cardio tool",
        "Ten minutes of intervals leaves me drenched. Spare cable is a nice touch.",
      ],
    ],
  },
  {
    key: "shaker",
    productId: "prd-shaker-bottle",
    skuIds: ["FXN-SHAKER-700"],
    lines: [
      [
        "Abhay J.",
        5,
        "Actually leak-proof",
        "Thrown in my gym bag daily for two months without a single leak.",
      ],
      ["Monica L.", 4, "Good size", "700 ml is perfect for protein plus water. Supplement cup is handy."],
      ["Irfan S.", 5, "No lumps", "The whisk ball breaks up protein completely. Easy to clean too."],
    ],
  },
  {
    key: "bw-essential",
    productId: "prd-essential-health-check",
    skuIds: ["BW-ESSENTIAL"],
    lines: [
      [
        "Ramesh I.",
        5,
        "Smooth home collection",
        "Phlebotomist arrived on time at 7 am, was gentle and done in five minutes. Report came next afternoon.",
      ],
      [
        "Farah Z.",
        5,
        "Great value",
        "64 markers for this price is excellent. The doctor's summary explained my low vitamin D clearly.",
      ],
      [
        "Sanjay L.",
        4,
        "Detailed report",
        "Easy to read report with graphs. Would like a follow-up call included.",
      ],
      [
        "Megha T.",
        5,
        "Booking for parents",
        "Booked for both my parents in Pune while I was in Bengaluru. Very convenient.",
      ],
    ],
  },
  {
    key: "bw-longevity",
    productId: "prd-advanced-longevity-panel",
    skuIds: ["BW-LONGEVITY"],
    lines: [
      [
        "Vinod A.",
        5,
        "Found high Lp(a)",
        "Routine tests never checked lipoprotein(a). Mine was high, and the doctor call helped me plan next steps with my cardiologist.",
      ],
      [
        "Latika R.",
        5,
        "Comprehensive",
        "ApoB, hs-CRP and insulin all in one draw. The doctor walked me through every flagged value.",
      ],
      [
        "Hamza K.",
        4,
        "Worth it once a year",
        "Expensive, but it's the most complete panel I've found in Dubai.",
      ],
    ],
  },
  {
    key: "bw-diabetes",
    productId: "prd-diabetes-care-panel",
    skuIds: ["BW-DIABETES"],
    lines: [
      [
        "Mohan P.",
        5,
        "Track my progress every quarter",
        "I book this every three months. Seeing HbA1c fall from 7.4 to 6.5 keeps me motivated.",
      ],
      [
        "Shazia H.",
        4,
        "Useful kidney markers",
        "Good that urine microalbumin is included. Many panels skip it.",
      ],
      [
        "Arvind K.",
        5,
        "Quick and convenient",
        "Morning collection before work and results by evening the next day.",
      ],
    ],
  },
];
