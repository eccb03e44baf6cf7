import type { ArticleBlock, ArticleCategory } from "@ojas/domain";

export interface ArticleSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  tags: string[];
  author: string;
  image: string;
  /** Days before the seed's "now". */
  daysAgo: number;
  body: ArticleBlock[];
}

export const ARTICLES: ArticleSeed[] = [
  {
    slug: "how-much-sleep-do-you-really-need",
    title: "How much sleep do you really need?",
    excerpt:
      "Seven to nine hours is the range for most adults, but regularity and timing matter almost as much as the total.",
    category: "sleep",
    tags: ["sleep", "recovery", "ring"],
    author: "Dr. Sana Qureshi, Sleep Medicine",
    image: "/images/illustrations/article-sleep.svg",
    daysAgo: 3,
    body: [
      {
        type: "p",
        text: "The American Academy of Sleep Medicine and the Sleep Research Society recommend at least seven hours a night for adults, and most people feel and perform best somewhere between seven and nine. Regularly sleeping under six hours is linked with higher blood pressure, poorer glucose control, weaker immune responses and more appetite for energy-dense food the next day.",
      },
      { type: "h2", text: "Consistency beats catch-up" },
      {
        type: "p",
        text: "Sleeping in on weekends repays only part of the debt and shifts your body clock later, which is why Monday mornings feel so hard. Studies of sleep regularity find that people whose bed and wake times vary by more than an hour have worse metabolic markers than people who sleep the same amount on a steady schedule.",
      },
      { type: "h2", text: "What actually helps" },
      {
        type: "ul",
        items: [
          "Keep your wake-up time within 30 minutes every day, including weekends.",
          "Get 10 to 20 minutes of daylight within an hour of waking to anchor your circadian rhythm.",
          "Stop caffeine about eight hours before bed: its half-life is roughly five hours.",
          "Keep the bedroom cool, dark and quiet; around 18 to 20 °C suits most people.",
          "Treat alcohol as a sleep disruptor: it shortens REM sleep in the second half of the night.",
        ],
      },
      { type: "h2", text: "Using your ring data well" },
      {
        type: "p",
        text: "A wearable estimates sleep stages from movement, heart rate and temperature. Stage estimates are approximate, but total sleep time, timing and your resting heart rate trend are reliable. Look at the weekly average rather than one bad night, and change one habit at a time so you can see what works for you.",
      },
    ],
  },
  {
    slug: "what-your-glucose-spikes-are-telling-you",
    title: "What your glucose spikes are telling you",
    excerpt:
      "A CGM shows how your body handles each meal. Here is how to read the curve and which levers reliably flatten it.",
    category: "metabolic",
    tags: ["glucose", "cgm", "nutrition"],
    author: "Dr. Karan Malhotra, Endocrinology",
    image: "/images/illustrations/article-glucose.svg",
    daysAgo: 7,
    body: [
      {
        type: "p",
        text: "In people without diabetes, blood glucose usually rises after a meal, peaks within 30 to 60 minutes and returns close to baseline within two to three hours. Peaks tend to stay below about 140 mg/dL (7.8 mmol/L). A continuous glucose monitor lets you see that curve for your own meals instead of guessing.",
      },
      { type: "h2", text: "Why the same meal spikes people differently" },
      {
        type: "p",
        text: "A large study from the Weizmann Institute measured glucose responses of 800 people to identical meals and found wide individual differences, shaped by sleep, activity, gut bacteria and what was eaten earlier in the day. That is why general glycaemic index tables are only a starting point.",
      },
      { type: "h2", text: "Levers with good evidence" },
      {
        type: "ul",
        items: [
          "Eat vegetables and protein before the rice or roti: food order alone lowered post-meal peaks by roughly a third in a Weill Cornell study.",
          "Walk for 10 to 15 minutes after eating; working muscles take up glucose without needing extra insulin.",
          "Pair carbohydrates with fibre, protein or fat rather than eating them alone.",
          "Swap part of white rice for millets, whole dal or vegetables to lower the meal's glycaemic load.",
          "Protect sleep: one short night measurably worsens insulin sensitivity the next day.",
        ],
      },
      { type: "h2", text: "What a CGM cannot tell you" },
      {
        type: "p",
        text: "Occasional spikes after a celebration meal are normal. What matters is the overall pattern: time in range, fasting values and how quickly you come back down. Fasting glucose of 100 to 125 mg/dL, or an HbA1c of 5.7 to 6.4%, indicates pre-diabetes and deserves a conversation with your doctor rather than self-experimentation alone.",
      },
    ],
  },
  {
    slug: "skin-barrier-101",
    title: "Skin barrier 101: why your skin stings and how to repair it",
    excerpt:
      "Tightness, stinging and sudden breakouts often point to a damaged barrier. Repair it before adding more actives.",
    category: "skin",
    tags: ["skin", "barrier", "moisturiser", "routine"],
    author: "Dr. Meera Iyer, Dermatology",
    image: "/images/illustrations/article-skin.svg",
    daysAgo: 11,
    body: [
      {
        type: "p",
        text: "The outermost layer of skin, the stratum corneum, works like a brick wall: flattened cells are the bricks and a mix of ceramides, cholesterol and free fatty acids is the mortar. When that mortar is depleted, water escapes and irritants get in, so skin feels tight, stings with products it used to tolerate and looks red or flaky.",
      },
      { type: "h2", text: "Common causes" },
      {
        type: "ul",
        items: [
          "Over-exfoliating with acids, scrubs or retinoids used too often.",
          "Foaming cleansers with a high pH that strip natural lipids.",
          "Hot showers, air-conditioning and low humidity.",
          "Layering several new actives at once.",
        ],
      },
      { type: "h2", text: "A two-week repair routine" },
      {
        type: "ul",
        items: [
          "Cleanse once a day with a gentle, low-pH cleanser; rinse with lukewarm water.",
          "Pause acids and retinoids until the stinging stops.",
          "Apply a moisturiser with ceramides, cholesterol and fatty acids on damp skin, morning and night.",
          "Use niacinamide at 2 to 5%: it increases the skin's own ceramide production.",
          "Wear a broad-spectrum sunscreen every day, because inflamed skin pigments easily.",
        ],
      },
      {
        type: "p",
        text: "Most people notice less tightness within a week and calmer skin by week two. Reintroduce actives one at a time, a few nights a week. If redness, scaling or itching persists beyond a month, see a dermatologist to rule out eczema or rosacea.",
      },
    ],
  },
  {
    slug: "how-much-protein-do-you-need",
    title: "How much protein do you need in a day?",
    excerpt:
      "The official minimum is 0.8 g per kilogram. Active adults and anyone over 50 usually do better with more, spread across meals.",
    category: "nutrition",
    tags: ["protein", "nutrition", "muscle", "vegetarian"],
    author: "Ananya Rao, Registered Dietitian",
    image: "/images/illustrations/article-protein.svg",
    daysAgo: 15,
    body: [
      {
        type: "p",
        text: "The recommended dietary allowance of 0.8 g of protein per kilogram of body weight was set to prevent deficiency in sedentary adults. It is a floor, not a target. Dietary surveys show that many Indian diets, built around cereals, fall short of even that floor.",
      },
      { type: "h2", text: "Targets that fit your life" },
      {
        type: "ul",
        items: [
          "Sedentary adults: 0.8 to 1.0 g per kg.",
          "Regular strength or endurance training: 1.4 to 2.0 g per kg, per the International Society of Sports Nutrition.",
          "Adults over 50: at least 1.0 to 1.2 g per kg to slow age-related muscle loss.",
          "Losing weight: towards the upper end, which helps preserve muscle and keeps you fuller.",
        ],
      },
      { type: "h2", text: "Spread it across the day" },
      {
        type: "p",
        text: "Muscle building responds best to about 20 to 40 g of protein per meal rather than one large serving at dinner. A 70 kg person aiming for 1.4 g per kg needs about 100 g a day: roughly 25 to 30 g at each main meal plus a protein-rich snack.",
      },
      { type: "h2", text: "What 25 grams looks like" },
      {
        type: "ul",
        items: [
          "150 g paneer or firm tofu (tofu is slightly lower).",
          "Four eggs, or two eggs with a bowl of Greek yoghurt.",
          "A large bowl of dal with a side of curd and a handful of roasted chana.",
          "100 g cooked chicken breast or fish.",
          "One scoop of whey protein (about 24 g) in milk or water.",
        ],
      },
      {
        type: "p",
        text: "People with kidney disease should agree protein targets with their doctor. For everyone else, higher intakes within these ranges are considered safe.",
      },
    ],
  },
  {
    slug: "strength-training-after-40",
    title: "Strength training after 40: the case for lifting",
    excerpt:
      "Muscle and bone decline with age unless you give them a reason not to. Two sessions a week are enough to start.",
    category: "fitness",
    tags: ["strength", "ageing", "fitness", "young-at-heart"],
    author: "Rohan Verma, CSCS",
    image: "/images/illustrations/article-strength.svg",
    daysAgo: 19,
    body: [
      {
        type: "p",
        text: "From our thirties onwards we lose muscle mass gradually, and the loss speeds up after 60. Strength falls faster than size, and low grip strength predicts heart disease and mortality better than blood pressure did in the 17-country PURE study. The good news: muscle responds to training at every age, including in people in their eighties.",
      },
      { type: "h2", text: "The minimum effective dose" },
      {
        type: "p",
        text: "The World Health Organization recommends muscle-strengthening activity involving all major muscle groups on two or more days a week. Two full-body sessions of 30 to 45 minutes cover it, and most of the benefit comes from showing up consistently rather than from a perfect programme.",
      },
      { type: "h2", text: "Build the session around five movements" },
      {
        type: "ul",
        items: [
          "A squat: goblet squat or sit-to-stand from a chair.",
          "A hinge: Romanian deadlift with dumbbells or a hip bridge.",
          "A push: push-up against a wall, bench or floor.",
          "A pull: one-arm dumbbell row or resistance-band row.",
          "A carry: walk with a dumbbell in each hand for 30 to 40 metres.",
        ],
      },
      {
        type: "p",
        text: "Do two to three sets of 8 to 12 repetitions, stopping with one or two good reps left in reserve. When the last set feels easy, add a little weight or a couple of reps. That progression is what tells your body to keep the muscle.",
      },
      { type: "h2", text: "Protect your joints" },
      {
        type: "ul",
        items: [
          "Warm up with five minutes of brisk walking and a few light sets.",
          "Pain that is sharp or lingers into the next day means reduce the load, not push through.",
          "Eat enough protein, about 1.0 to 1.2 g per kg a day, so the training has material to work with.",
        ],
      },
    ],
  },
  {
    slug: "feed-your-gut-microbiome",
    title: "Feed your gut: fibre, fermented foods and 30 plants a week",
    excerpt:
      "A diverse diet builds a diverse microbiome. Small, steady changes work better than a sudden fibre overload.",
    category: "nutrition",
    tags: ["gut", "fibre", "nutrition"],
    author: "Ananya Rao, Registered Dietitian",
    image: "/images/illustrations/article-gut.svg",
    daysAgo: 24,
    body: [
      {
        type: "p",
        text: "Trillions of bacteria in the large intestine ferment the fibre we cannot digest and turn it into short-chain fatty acids such as butyrate, which nourish the gut lining and help regulate inflammation and blood sugar. Most adults eat well under the 25 to 30 g of fibre a day that health bodies recommend.",
      },
      { type: "h2", text: "Variety matters" },
      {
        type: "p",
        text: "In the American Gut Project, people who ate more than 30 different plant foods a week had more diverse gut bacteria than those who ate fewer than ten. Dals, whole grains, nuts, seeds, herbs and spices all count, so an Indian thali can add up quickly.",
      },
      { type: "h2", text: "Fermented foods" },
      {
        type: "p",
        text: "A Stanford trial found that six servings a day of fermented foods such as yoghurt, kefir and fermented vegetables increased microbiome diversity and lowered several inflammatory markers over ten weeks. Curd, idli and dosa batter, kanji and homemade pickles without excess salt are traditional options.",
      },
      { type: "h2", text: "Start here" },
      {
        type: "ul",
        items: [
          "Add one extra portion of vegetables or dal to lunch and dinner.",
          "Switch half your refined grains to whole wheat, millets or brown rice.",
          "Keep a jar of mixed seeds to sprinkle on breakfast and salads.",
          "Have a bowl of curd or a glass of buttermilk every day.",
          "Increase fibre over two to three weeks and drink more water to avoid bloating.",
        ],
      },
    ],
  },
  {
    slug: "hrv-explained",
    title: "Heart rate variability, explained",
    excerpt:
      "HRV is one of the best windows into recovery, as long as you compare yourself with yourself and watch the trend.",
    category: "fitness",
    tags: ["hrv", "recovery", "ring", "sleep"],
    author: "Rohan Verma, CSCS",
    image: "/images/illustrations/article-hrv.svg",
    daysAgo: 29,
    body: [
      {
        type: "p",
        text: "Your heart does not beat like a metronome. The tiny variation in time between beats, measured in milliseconds, is heart rate variability. It reflects the balance between the parasympathetic 'rest and digest' and sympathetic 'fight or flight' branches of the nervous system. Higher HRV relative to your own baseline usually means you are well recovered.",
      },
      { type: "h2", text: "Why overnight readings are best" },
      {
        type: "p",
        text: "HRV swings with posture, breathing and even conversation during the day. The Ojas Ring measures RMSSD during sleep, when those influences are smallest, and builds your baseline over the first two weeks of wear.",
      },
      { type: "h2", text: "What lowers HRV" },
      {
        type: "ul",
        items: [
          "Alcohol, even one or two drinks in the evening.",
          "A heavy or late dinner.",
          "Hard training without enough recovery.",
          "Illness, often a day before you notice symptoms.",
          "Poor sleep and psychological stress.",
        ],
      },
      { type: "h2", text: "How to use it" },
      {
        type: "p",
        text: "Do not compare your number with a friend's: age, genetics and fitness create big differences between healthy people. Watch your seven-day trend instead. A drop well below your usual range for several days is a signal to sleep more and train lighter. A rising trend over months usually follows better aerobic fitness, sleep and stress management.",
      },
    ],
  },
  {
    slug: "hydration-beyond-eight-glasses",
    title: "Hydration beyond eight glasses a day",
    excerpt:
      "Your water needs depend on your size, climate and activity. Here is how to judge them, and when electrolytes matter.",
    category: "nutrition",
    tags: ["hydration", "electrolytes", "fitness"],
    author: "Ananya Rao, Registered Dietitian",
    image: "/images/illustrations/article-hydration.svg",
    daysAgo: 34,
    body: [
      {
        type: "p",
        text: "The European Food Safety Authority sets adequate total water intake at about 2.5 litres a day for men and 2.0 litres for women, and around a fifth of that usually comes from food. In hot climates such as a Chennai summer or a Dubai July, or on training days, needs rise considerably.",
      },
      { type: "h2", text: "Simple checks" },
      {
        type: "ul",
        items: [
          "Pale straw-coloured urine through the day is a good sign.",
          "Thirst is a reliable guide for most healthy adults at rest.",
          "Weigh yourself before and after a long workout: each kilogram lost is roughly a litre of sweat.",
        ],
      },
      { type: "h2", text: "When to add electrolytes" },
      {
        type: "p",
        text: "Sweat carries sodium as well as water. For sessions over 60 to 90 minutes, heavy sweating in the heat, or if you see white salt marks on your clothes, add an electrolyte drink with sodium. For shorter workouts, plain water with your usual meals is enough.",
      },
      { type: "h2", text: "Rehydrating after exercise" },
      {
        type: "p",
        text: "Drink about 1.25 to 1.5 litres for every kilogram lost, spread over the next few hours rather than all at once, and include some salt from food or a drink. Drinking far beyond thirst can dilute blood sodium, which is rare but dangerous during long endurance events.",
      },
    ],
  },
  {
    slug: "sunscreen-spf-and-pa-explained",
    title: "SPF, PA and how much sunscreen to actually use",
    excerpt:
      "SPF covers UVB, PA covers UVA, and most of us apply half the amount that was tested. A practical guide.",
    category: "skin",
    tags: ["sunscreen", "pigmentation", "skin", "routine"],
    author: "Dr. Meera Iyer, Dermatology",
    image: "/images/illustrations/article-sunscreen.svg",
    daysAgo: 40,
    body: [
      {
        type: "p",
        text: "Ultraviolet B rays cause sunburn and most skin cancers; ultraviolet A rays penetrate deeper, pass through windows and drive pigmentation and ageing. A good daily sunscreen needs to cover both.",
      },
      { type: "h2", text: "Reading the label" },
      {
        type: "ul",
        items: [
          "SPF measures UVB protection: SPF 30 filters about 97% of UVB, SPF 50 about 98%.",
          "PA ratings measure UVA protection, from PA+ to PA++++; choose PA+++ or higher.",
          "'Broad spectrum' on US labels means the product passed a UVA test as well.",
          "Tinted sunscreens with iron oxides also block visible light, which helps melasma.",
        ],
      },
      { type: "h2", text: "How much and how often" },
      {
        type: "p",
        text: "SPF is tested at 2 mg per square centimetre. For the face and neck that is about two finger-lengths of lotion, or a quarter teaspoon for the face alone. Using half that amount gives far less protection than the label promises.",
      },
      {
        type: "ul",
        items: [
          "Apply as the last step of your morning routine, 15 minutes before going out.",
          "Reapply every two hours outdoors, and after swimming, sweating or towelling.",
          "Wear it on cloudy days and indoors near windows: UVA passes through both clouds and glass.",
        ],
      },
      { type: "h2", text: "Sunscreen and darker skin" },
      {
        type: "p",
        text: "Melanin offers some natural protection against burning, but not against pigmentation. For Indian and Middle Eastern skin, daily sunscreen is the single most effective step against dark spots and uneven tone, and it makes treatments for pigmentation work better.",
      },
    ],
  },
  {
    slug: "type-2-diabetes-remission",
    title: "Can type 2 diabetes go into remission?",
    excerpt:
      "For many people, yes. Trials show that substantial weight loss early in the condition can bring blood sugar back to normal without medication.",
    category: "metabolic",
    tags: ["diabetes", "glucose", "weight-loss"],
    author: "Dr. Karan Malhotra, Endocrinology",
    image: "/images/illustrations/article-diabetes.svg",
    daysAgo: 47,
    body: [
      {
        type: "p",
        text: "Type 2 diabetes used to be described as progressive and lifelong. Research over the past decade has changed that picture. Excess fat in the liver and pancreas blunts insulin secretion and action, and losing that fat can restore normal function in many people.",
      },
      { type: "h2", text: "What the evidence shows" },
      {
        type: "p",
        text: "In the DiRECT trial in the UK, 46% of participants on a structured weight-management programme were in remission after one year, compared with 4% receiving usual care. Among those who lost 15 kg or more, 86% achieved remission. Similar results have since been reported in South Asian populations.",
      },
      { type: "h2", text: "How remission is defined" },
      {
        type: "p",
        text: "An international consensus from 2021 defines remission as an HbA1c below 6.5% (48 mmol/mol) measured at least three months after stopping all glucose-lowering medication. It is remission rather than cure: weight regain can bring diabetes back, so regular check-ups continue.",
      },
      { type: "h2", text: "Who is most likely to succeed" },
      {
        type: "ul",
        items: [
          "People diagnosed within the last six years.",
          "Those who can achieve and maintain a weight loss of 10 to 15 kg, or about 10% of body weight.",
          "People not yet using insulin, although remission is still possible for some who are.",
        ],
      },
      {
        type: "p",
        text: "Never reduce diabetes medication on your own. Low-calorie eating while on insulin or sulfonylureas can cause dangerous hypoglycaemia; medicines must be adjusted by a doctor, which is why our programme pairs coaching with medical supervision and CGM monitoring.",
      },
    ],
  },
  {
    slug: "the-post-meal-walk",
    title: "The post-meal walk: the simplest glucose habit",
    excerpt:
      "Even two to five minutes of walking after eating lowers the glucose peak. Fifteen minutes does more.",
    category: "metabolic",
    tags: ["glucose", "walking", "habits", "cgm"],
    author: "Dr. Karan Malhotra, Endocrinology",
    image: "/images/illustrations/article-glucose.svg",
    daysAgo: 55,
    body: [
      {
        type: "p",
        text: "Contracting muscles pull glucose out of the blood through a pathway that does not depend on insulin. That makes the hour after a meal the best time to move: the glucose is arriving and your muscles can take it straight up.",
      },
      { type: "h2", text: "What studies found" },
      {
        type: "ul",
        items: [
          "A 2022 meta-analysis found that light walking for two to five minutes after eating significantly reduced post-meal glucose compared with sitting.",
          "In older adults with pre-diabetes, three 15-minute walks after meals controlled 24-hour glucose as well as one 45-minute walk, and better after dinner.",
          "Standing breaks help a little; walking helps more.",
        ],
      },
      { type: "h2", text: "Making it stick" },
      {
        type: "ul",
        items: [
          "Tie the walk to a routine: clear the table, then step out.",
          "After dinner, walk with family or take a phone call on foot.",
          "On busy days, climb two flights of stairs or march on the spot for five minutes.",
        ],
      },
      {
        type: "p",
        text: "If you wear a CGM, try the same lunch on two days, once sitting and once with a 15-minute walk, and compare the curves. Seeing the difference is often what turns the walk into a habit.",
      },
    ],
  },
  {
    slug: "build-a-simple-skincare-routine",
    title: "Build a simple skincare routine that actually works",
    excerpt:
      "Cleanse, treat, moisturise, protect. Four steps, one new product at a time, and eight weeks of patience.",
    category: "skin",
    tags: ["routine", "skin", "serum", "acne"],
    author: "Dr. Meera Iyer, Dermatology",
    image: "/images/illustrations/article-skin.svg",
    daysAgo: 62,
    body: [
      {
        type: "p",
        text: "Ten-step routines make good videos but rarely better skin. Most concerns, from acne to dullness, respond to four steps done consistently with well-chosen ingredients.",
      },
      { type: "h2", text: "The four steps" },
      {
        type: "ul",
        items: [
          "Cleanse: a gentle cleanser morning and night; salicylic acid if you are oily or acne-prone.",
          "Treat: one serum matched to your main concern, such as niacinamide for oil and marks or vitamin C for dullness.",
          "Moisturise: gel textures for oily skin, creams with ceramides for dry skin.",
          "Protect: broad-spectrum sunscreen every morning.",
        ],
      },
      { type: "h2", text: "Adding actives safely" },
      {
        type: "p",
        text: "Introduce one new product at a time and wait two weeks before adding the next, so you know what caused any reaction. Patch-test behind the ear or on the inner arm for three nights. Retinoids go on at night, two or three nights a week at first.",
      },
      { type: "h2", text: "Give it time" },
      {
        type: "p",
        text: "Skin renews itself over about four weeks, and visible change from actives usually takes eight to twelve. Take a photo in the same light every two weeks: it is easier to judge progress that way than in the mirror each morning.",
      },
    ],
  },
];
