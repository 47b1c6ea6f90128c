import { useEffect, useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from './loginKit';

const SLIDES = [1, 2, 3] as const;

/** The three slogans of docs/product.md §1, rotating. */
export function LoginBanner() {
  const translate = useTranslate();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setCurrent((c) => (c + 1) % SLIDES.length), 6000);
    return () => clearInterval(t);
  }, []);
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', md: 'flex' },
        width: { md: '40%', lg: 550 },
        flexShrink: 0,
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        px: 6,
        color: '#fff',
        background: 'linear-gradient(163deg, #1d2129 0%, #00308f 100%)',
      }}
    >
      <Box component="svg" viewBox="0 0 320 200" aria-hidden sx={{ width: '80%', maxWidth: 360, mb: 6, opacity: 0.9 }}>
        <rect x="20" y="40" width="280" height="140" rx="12" fill="rgba(255,255,255,0.08)" stroke="rgba(255,255,255,0.3)" />
        <polyline points="40,150 90,110 130,128 180,70 230,96 280,60" fill="none" stroke="#4080FF" strokeWidth="4" strokeLinejoin="round" />
        {[60, 100, 140, 180, 220, 260].map((x, i) => (
          <rect key={x} x={x} y={160 - (i % 3) * 18 - 14} width="18" height={(i % 3) * 18 + 14} rx="3" fill="rgba(255,255,255,0.25)" />
        ))}
        <circle cx="262" cy="36" r="22" fill="#165DFF" />
        <path d="M256 27h12v6h6v6h-6v6h-12v-6h-6v-6h6z" fill="#fff" transform="translate(-1 -3) scale(1)" />
      </Box>
      {SLIDES.map((n, i) => (
        <Box key={n} aria-hidden={i !== current} sx={{ display: i === current ? 'block' : 'none', textAlign: 'center', minHeight: 80 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(`mds.login.slogan${n}`)}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.75)' }}>{translate(`mds.login.subSlogan${n}`)}</Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', mt: 2 }}>
        {SLIDES.map((n, i) => (
          // A 24 px target around a small dot (WCAG 2.2 target size); the dot is its ::before.
          <ButtonBase
            key={n}
            aria-label={translate(`mds.login.slogan${n}`)}
            aria-current={i === current}
            onClick={() => setCurrent(i)}
            sx={{
              minWidth: 24,
              height: 24,
              px: 0.5,
              borderRadius: 1,
              '&::before': {
                content: '""',
                width: i === current ? 24 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: i === current ? '#fff' : 'rgba(255,255,255,0.4)',
                transition: 'width .2s',
              },
              '&.Mui-focusVisible': { outline: '2px solid #fff' },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
