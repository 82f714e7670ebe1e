import { useState } from 'react';
import classes from './product-gallery.module.css';

/** The main image and, when there are several, thumbnails that choose it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <div>
      <div className={classes.main}>
        {/* The page's largest paint: fetched ahead of everything else (the server preloads it too). */}
        {current && <img src={current} alt={name} className={classes.mainImage} fetchPriority="high" />}
      </div>
      {images.length > 1 && (
        <ul className={classes.thumbs} aria-label="Images">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={classes.thumb}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={image} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
