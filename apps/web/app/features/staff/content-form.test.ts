import { describe, expect, it } from "vitest";
import { CONTENT_INPUTS, contentBody, errorFor, inputValue } from "./content-form.ts";

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
};

describe("content form", () => {
  it("names each field to fix with the domain's messages", () => {
    const { body, errors } = contentBody("article", form({ slug: "Bad Slug", title: "", readMinutes: "0" }));
    expect(body).toBeNull();
    expect(errors).toMatchObject({ slug: expect.any(String), title: "Required", readMinutes: "At least 1" });
  });

  it("reads lines, checkboxes, blank optional selects and JSON", () => {
    const { body, errors } = contentBody(
      "trainer",
      form({
        trainerId: "t-1",
        name: "Asha",
        role: "TRAINER",
        speciality: "Yoga",
        categories: ["YOGA", "DANCE"],
        bio: "Teaches",
        image: "/images/a.svg",
        experienceYears: "4",
        rating: "4.5",
      }),
    );
    expect(errors).toEqual({});
    expect(body).toMatchObject({ kind: "trainer", categories: ["YOGA", "DANCE"] });
    const bad = contentBody("faq", form({ pageKey: "faqs", market: "IN", blocks: "{not json" }));
    expect(bad.errors.blocks).toBe("Not valid JSON");
    const tags = CONTENT_INPUTS.article.find((i) => i.name === "tags")!;
    expect(inputValue(tags, ["a", "b"])).toBe("a\nb");
    expect(errorFor({ "data.hero.title": "Required" }, "data")).toBe("hero.title: Required");
  });
});
