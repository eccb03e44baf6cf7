import { useState } from "react";

/** The product's images: one large, the others as thumbnails that swap it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-card border border-line bg-surface">
        <img
          src={current}
          alt={name}
          width={600}
          height={600}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2" aria-label="More images">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === active}
                className={`overflow-hidden rounded-lg border-2 bg-surface ${i === active ? "border-accent" : "border-line"}`}
              >
                <img
                  src={image}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-16 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
