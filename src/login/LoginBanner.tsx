import { useEffect, useState } from 'react';
import { useTranslate } from './loginKit';

const SLIDES = [1, 2, 3] as const;

/** The three slogans of docs/product.md §1, rotating; shown beside the form on screens from 900 px wide. */
export function LoginBanner() {
  const translate = useTranslate();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setCurrent((c) => (c + 1) % SLIDES.length), 6000);
    return () => clearInterval(t);
  }, []);
  return (
    <aside className="login-banner">
      <svg className="login-banner-art" viewBox="0 0 320 200" aria-hidden>
        <rect x="20" y="40" width="280" height="140" rx="12" fill="rgba(255,255,255,0.08)" stroke="rgba(255,255,255,0.3)" />
        <polyline points="40,150 90,110 130,128 180,70 230,96 280,60" fill="none" stroke="#4080FF" strokeWidth="4" strokeLinejoin="round" />
        {[60, 100, 140, 180, 220, 260].map((x, i) => (
          <rect key={x} x={x} y={160 - (i % 3) * 18 - 14} width="18" height={(i % 3) * 18 + 14} rx="3" fill="rgba(255,255,255,0.25)" />
        ))}
        <circle cx="262" cy="36" r="22" fill="#165DFF" />
        <path d="M256 27h12v6h6v6h-6v6h-12v-6h-6v-6h6z" fill="#fff" transform="translate(-1 -3) scale(1)" />
      </svg>
      {SLIDES.map((n, i) => (
        <div key={n} className="login-slide" aria-hidden={i !== current} hidden={i !== current}>
          <p className="login-slogan">{translate(`mds.login.slogan${n}`)}</p>
          <p className="login-sub-slogan">{translate(`mds.login.subSlogan${n}`)}</p>
        </div>
      ))}
      <div className="login-dots">
        {SLIDES.map((n, i) => (
          // A 24 px target around a small dot (WCAG 2.2 target size); the dot is its ::before.
          <button
            key={n}
            type="button"
            className="login-dot"
            aria-label={translate(`mds.login.slogan${n}`)}
            aria-current={i === current}
            onClick={() => setCurrent(i)}
          />
        ))}
      </div>
    </aside>
  );
}
