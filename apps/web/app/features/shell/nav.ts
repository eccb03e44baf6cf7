/** The header's main navigation (paths without market prefix). */
export const MAIN_NAV = [
  { label: "Shop", path: "/shop" },
  { label: "Ring", path: "/ring" },
  { label: "CGM", path: "/cgm" },
  { label: "Smart Scale", path: "/smart-scale" },
  { label: "Skin", path: "/skin" },
  { label: "Nutrition", path: "/nutrition" },
  { label: "Fitness", path: "/fitness" },
  { label: "Plans", path: "/plans" },
  { label: "Blog", path: "/blog" },
] as const;

export const FOOTER_NAV = [
  {
    title: "Shop",
    links: [
      { label: "All products", path: "/shop" },
      { label: "Ojas Ring", path: "/ring" },
      { label: "Ojas CGM", path: "/cgm" },
      { label: "Ojas Smart Scale", path: "/smart-scale" },
      { label: "Ojas Skin", path: "/skin/products" },
      { label: "Ojas Nutrition", path: "/nutrition/products" },
      { label: "Blood work", path: "/blood-work" },
    ],
  },
  {
    title: "Programmes",
    links: [
      { label: "Plans", path: "/plans" },
      { label: "Fitness", path: "/fitness" },
      { label: "Young at heart", path: "/young-at-heart" },
      { label: "Diabetes reversal", path: "/diabetes-reversal-program" },
      { label: "Webinars", path: "/webinars" },
      { label: "Recipes", path: "/recipes" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", path: "/about-us" },
      { label: "Blog", path: "/blog" },
      { label: "FAQs", path: "/faqs" },
      { label: "Contact us", path: "/contact-us" },
      { label: "Terms and conditions", path: "/terms-and-conditions" },
      { label: "Community guidelines", path: "/community-guidelines" },
    ],
  },
] as const;
