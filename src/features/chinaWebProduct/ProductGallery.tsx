import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Icon } from '../../components/icons/icons';

/**
 * The product's photos: a strip that swipes with scroll snapping on touch screens, arrow buttons
 * for mice and keyboards, and thumbnails that show which photo is on screen. Taobao and 1688
 * refuse other sites' Referer, so images go without one.
 */
export function ProductGallery({ images, name }: { images: ReadonlyArray<string>; name: string }) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = images.length;

  const show = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    const node = track.current;
    setCurrent(target);
    // Smooth unless the person asked for less motion (the strip's CSS scroll-behavior decides).
    // jsdom has no scrollTo on elements; a browser always does.
    node?.scrollTo?.({ left: target * node.clientWidth });
  };

  // The swipe itself moves the strip; the photo mostly in view is the current one.
  const onScroll = () => {
    const node = track.current;
    if (!node || node.clientWidth === 0) return;
    const index = Math.round(node.scrollLeft / node.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  if (count === 0) {
    return (
      <div className="gallery gallery--empty">
        <Icon name="box" size={48} />
      </div>
    );
  }

  return (
    <section className="gallery" aria-roledescription={t`bộ ảnh`} aria-label={t`Ảnh sản phẩm`}>
      <div className="gallery__viewport">
        <ul ref={track} className="gallery__track" onScroll={onScroll} tabIndex={0} aria-label={t`Ảnh ${current + 1} / ${count}`}>
          {images.map((src, index) => (
            <li key={src} className="gallery__slide" aria-hidden={index !== current || undefined}>
              <img
                src={src}
                alt={t`${name} – ảnh ${index + 1}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first photo is the page's largest paint: asked for before the other images.
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                referrerPolicy="no-referrer"
                width={600}
                height={600}
              />
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-label={t`Ảnh trước`}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              onClick={() => show(current + 1)}
              disabled={current === count - 1}
              aria-label={t`Ảnh sau`}
            >
              <span aria-hidden="true">›</span>
            </button>
            <span className="gallery__counter" aria-hidden="true">
              {current + 1}/{count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                onClick={() => show(index)}
                aria-label={t`Xem ảnh ${index + 1}`}
                aria-current={index === current || undefined}
              >
                <img src={src} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" width={56} height={56} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
