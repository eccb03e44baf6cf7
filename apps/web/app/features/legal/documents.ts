export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

export const TERMS: LegalDocument = {
  title: "Terms and conditions",
  description: "The terms that apply when you shop with Ojas or use Ojas devices, plans and services.",
  updated: "1 November 2026",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        'These terms apply to the Ojas website, apps, devices, plans and services (together, "Ojas"), offered by Ojas Health and its local companies in India, the United Arab Emirates and the United States. By placing an order or using an Ojas service you agree to them.',
      ],
    },
    {
      heading: "Orders and prices",
      paragraphs: [
        "Prices are shown in the currency of the market you shop in and include the taxes stated on the product page. An order is accepted when we confirm it by email or SMS; until then we may decline it, for example when an item is out of stock or a price was shown in error.",
        "Offers and coupon codes have their own conditions, shown with the offer. Only one coupon applies per order unless the offer says otherwise.",
      ],
    },
    {
      heading: "Delivery",
      paragraphs: [
        "Delivery times shown at checkout are estimates for your pincode, zip or area. We tell you promptly if an order is delayed, and you may cancel an order that has not yet been dispatched.",
      ],
    },
    {
      heading: "Returns and refunds",
      paragraphs: [
        "Most products can be returned within 7 days of delivery, unused and in their original packaging. Opened skin care and supplements can be returned only if they arrive damaged or are not what you ordered. Refunds go back to the original payment method within 5 to 7 working days of the return reaching us.",
      ],
    },
    {
      heading: "Devices and warranty",
      paragraphs: [
        "The Ojas Ring and Ojas Smart Scale carry a one-year limited warranty against manufacturing defects. The Ojas CGM sensor is single-use for up to 14 days; a sensor that stops early is replaced when reported within its wear period.",
      ],
    },
    {
      heading: "Plans and subscriptions",
      paragraphs: [
        "Plans run for the period you choose and renew only if you opt in to renewal. You can cancel renewal at any time from your account; the current period stays active until it ends.",
      ],
    },
    {
      heading: "Health information",
      paragraphs: [
        "Ojas devices, plans and content support healthier habits. They are not a diagnosis or a treatment, and they do not replace your doctor. Talk to your doctor before changing medication, especially for diabetes or heart conditions.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        "Questions about these terms go to the care team of your market, listed on the Contact us page.",
      ],
    },
  ],
};

export const COMMUNITY_GUIDELINES: LegalDocument = {
  title: "Community guidelines",
  description: "How we keep Ojas reviews, webinars and community spaces useful, kind and safe.",
  updated: "1 November 2026",
  sections: [
    {
      heading: "Be honest",
      paragraphs: [
        "Share your own experience with products, plans and coaches. Reviews from verified purchases are marked as such; paid or incentivised reviews are not allowed.",
      ],
    },
    {
      heading: "Be kind",
      paragraphs: [
        "Everyone starts somewhere. Comments about anyone's body, age, weight, skin or background that are meant to shame are removed, and repeat offenders lose access.",
      ],
    },
    {
      heading: "No medical advice to others",
      paragraphs: [
        "Say what worked for you, not what someone else should take. Advice on medication, dosage or stopping treatment belongs with a doctor, and posts that give it are removed.",
      ],
    },
    {
      heading: "Keep it private",
      paragraphs: [
        "Do not post your own or anyone else's phone number, address, order details or health records. We remove personal information when we find it.",
      ],
    },
    {
      heading: "No selling or spam",
      paragraphs: [
        "Links to other shops, referral codes in reviews and repeated promotional posts are removed.",
      ],
    },
    {
      heading: "How we moderate",
      paragraphs: [
        "Every review is checked before it is published. We publish negative reviews as readily as positive ones, and we never edit what you wrote; we either publish it or tell you why we cannot.",
      ],
    },
  ],
};
