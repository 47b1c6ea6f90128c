/**
 * The login page's style sheet, written from the console's MUI theme (its palette, typography,
 * shadows and shape), so that the page looks like the console in either mode and theme colour
 * without MUI's components and emotion on the page (about 40 KB of its JavaScript). The rules draw
 * what MUI's outlined field, buttons, checkbox, link and tabs draw, at the sizes the console uses.
 */
import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/system/colorManipulator';

type Declarations = Record<string, string | number | undefined | object>;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** A typography variant or any style object as CSS declarations (nested objects, e.g. media queries, left out). */
const css = (style: Declarations) =>
  Object.entries(style)
    .filter(([, v]) => v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${kebab(k)}:${typeof v === 'number' && !/weight|lineHeight|opacity|zIndex/i.test(k) ? `${v}px` : v}`)
    .join(';');

export function loginStyles(theme: Theme): string {
  const { palette: p, typography: t, shape, shadows } = theme;
  const radius = `${shape.borderRadius}px`;
  const border = p.mode === 'light' ? 'rgba(0,0,0,0.23)' : 'rgba(255,255,255,0.23)';
  const hover = (color: string) => alpha(color, p.action.hoverOpacity);
  const alert = (tone: string) => ({
    color: p.mode === 'light' ? theme.darken(tone, 0.6) : theme.lighten(tone, 0.6),
    background: p.mode === 'light' ? theme.lighten(tone, 0.9) : theme.darken(tone, 0.9),
  });
  const error = alert(p.error.light);
  const success = alert(p.success.light);
  const motion = 'cubic-bezier(0.4,0,0.2,1)';
  const [body1, body2, caption, h5, button] = [t.body1, t.body2, t.caption, t.h5, t.button].map((v) => css(v as Declarations));
  return `
html{-webkit-font-smoothing:antialiased;box-sizing:border-box;-webkit-text-size-adjust:100%;color-scheme:${p.mode}}
*,*::before,*::after{box-sizing:inherit}
body{margin:0;${body1};color:${p.text.primary};background:${p.background.default}}
.login-page{display:flex;min-height:100vh;background:${p.background.paper};color:${p.text.primary};${body1}}
.login-main{flex:1;display:flex;flex-direction:column;padding:0 24px}
.login-header{display:flex;align-items:center;gap:8px;padding:16px 0}
.login-product{${body1};font-weight:600;font-size:18px;flex:1;margin:0}
.login-centre{flex:1;display:flex;align-items:center;justify-content:center;padding:32px 0}
.login-footer{${caption};color:${p.text.secondary};text-align:center;padding:16px 0}
.login-panel{width:340px;max-width:100%}
.login-title{${h5};font-weight:600;margin:0}
.login-subtitle{${body1};color:${p.text.secondary};margin:4px 0 16px}
.login-note{${caption};color:${p.text.secondary};margin:16px 0 0;text-align:center}
.login-tabpanel{margin-top:24px}
.login-row{display:flex;align-items:center;justify-content:space-between;margin-top:8px}
.login-code-row{display:flex;gap:8px;align-items:flex-start;margin-top:8px}
.login-icon{width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;font-size:24px}
.login-icon-small{font-size:20px}
.login-tabs{display:flex}
.login-tab{${button};position:relative;min-width:90px;min-height:48px;padding:12px 16px;border:0;background:none;cursor:pointer;color:${p.text.secondary}}
.login-tab[aria-selected="true"]{color:${p.primary.main}}
.login-tab::after{content:"";position:absolute;left:0;right:0;bottom:0;height:2px;background:${p.primary.main};transform:scaleX(0);transition:transform 250ms ${motion}}
.login-tab[aria-selected="true"]::after{transform:scaleX(1)}
.login-field{position:relative;display:inline-flex;flex-direction:column;min-width:0;vertical-align:top}
.login-field-full{display:flex;width:100%}
.login-field>label{${body1};line-height:1.4375em;color:${p.text.secondary};position:absolute;left:0;top:0;z-index:1;pointer-events:none;transform-origin:top left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:calc(100% - 24px);transform:translate(14px,9px) scale(1);transition:color 200ms ${motion},transform 200ms ${motion},max-width 200ms ${motion}}
.login-field[data-shrink]>label{transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px)}
.login-field:focus-within>label{color:${p.primary.main}}
.login-field[data-error]>label{color:${p.error.main}}
.login-input{${body1};line-height:1.4375em;color:${p.text.primary};position:relative;display:flex;align-items:center;border-radius:${radius};cursor:text}
.login-input-start{padding-left:14px}
.login-input-end{padding-right:14px}
.login-input>input{box-sizing:content-box;font:inherit;letter-spacing:inherit;color:currentColor;border:0;background:none;margin:0;min-width:0;width:100%;height:1.4375em;padding:8.5px 14px;outline:0;-webkit-tap-highlight-color:transparent}
.login-input-start>input{padding-left:0}
.login-input-end>input{padding-right:0}
.login-input>input::placeholder{opacity:0}
.login-input>fieldset{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;pointer-events:none;border:1px solid ${border};border-radius:inherit;min-width:0;overflow:hidden;text-align:left}
.login-input:hover>fieldset{border-color:${p.text.primary}}
.login-field:focus-within .login-input>fieldset{border-color:${p.primary.main};border-width:2px}
.login-field[data-error] .login-input>fieldset{border-color:${p.error.main}}
.login-input>fieldset>legend{float:unset;width:auto;overflow:hidden;display:block;padding:0;height:11px;font-size:0.75em;visibility:hidden;max-width:0.01px;white-space:nowrap;transition:max-width 50ms ${motion}}
.login-field[data-shrink] .login-input>fieldset>legend{max-width:100%;transition:max-width 100ms ${motion} 50ms}
.login-input>fieldset>legend>span{padding:0 5px;display:inline-block;opacity:0;visibility:visible}
.login-adornment{display:flex;align-items:center;max-height:2em;white-space:nowrap;color:${p.action.active}}
.login-adornment-start{margin-right:8px}
.login-adornment-end{margin-left:8px}
.login-helper{${caption};color:${p.text.secondary};margin:3px 14px 0}
.login-field[data-error] .login-helper{color:${p.error.main}}
.login-btn{${button};display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;min-width:64px;padding:6px 16px;border:0;border-radius:${radius};margin:0;cursor:pointer;user-select:none;text-decoration:none;background:transparent;color:${p.primary.main};-webkit-tap-highlight-color:transparent;transition:background-color 250ms ${motion},box-shadow 250ms ${motion},border-color 250ms ${motion},color 250ms ${motion}}
.login-btn:focus-visible,.login-icon-btn:focus-visible,.login-dot:focus-visible,.login-tab:focus-visible,.login-check>span:has(>input:focus-visible){outline:2px solid ${p.focusRing};outline-offset:2px}
.login-btn-full{width:100%}
.login-btn-text{padding:6px 8px}
.login-btn-text:hover{background:${hover(p.primary.main)}}
.login-btn-contained{background:${p.primary.main};color:${p.primary.contrastText};box-shadow:${shadows[2]}}
.login-btn-contained:hover{background:${p.primary.dark};box-shadow:${shadows[4]}}
.login-btn-contained:active{box-shadow:${shadows[8]}}
.login-btn-outlined{padding:5px 15px;border:1px solid ${alpha(p.primary.main, 0.5)}}
.login-btn-outlined:hover{border-color:${p.primary.main};background:${hover(p.primary.main)}}
.login-btn-large{padding:8px 22px;font-size:0.9375rem}
.login-btn:disabled{cursor:default;pointer-events:none;color:${p.action.disabled};box-shadow:none}
.login-btn-contained:disabled{background:${p.action.disabledBackground}}
.login-btn-outlined:disabled{border-color:${p.action.disabledBackground}}
.login-btn[data-loading]{color:transparent}
.login-spinner{position:absolute;left:50%;top:50%;width:16px;height:16px;margin:-8px 0 0 -8px;color:${p.action.disabled};animation:login-spin 1.4s linear infinite}
.login-spinner>circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:login-dash 1.4s ease-in-out infinite}
@keyframes login-spin{to{transform:rotate(360deg)}}
@keyframes login-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}
.login-icon-btn{display:inline-flex;align-items:center;justify-content:center;padding:8px;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer;font-size:24px;-webkit-tap-highlight-color:transparent;transition:background-color 150ms ${motion}}
.login-icon-btn:hover{background:${hover(p.action.active)}}
.login-icon-btn-small{padding:5px;margin-right:-3px;color:${p.action.active}}
.login-check{display:inline-flex;align-items:center;cursor:pointer;margin-left:-11px;margin-right:16px;${body1}}
.login-check>span{position:relative;display:inline-flex;padding:9px;border-radius:50%;color:${p.text.secondary}}
.login-check>span:hover{background:${hover(p.primary.main)}}
.login-check>span>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:inherit}
.login-check>span>input:checked~svg{color:${p.primary.main}}
.login-link{${body2};color:${p.primary.main};text-decoration:none}
.login-link:hover{text-decoration:underline}
.login-alert{${body2};display:flex;padding:6px 16px;margin-bottom:16px;border-radius:${radius}}
.login-alert-error{color:${error.color};background:${error.background}}
.login-alert-success{color:${success.color};background:${success.background}}
.login-alert-icon{display:flex;margin-right:12px;padding:7px 0;font-size:22px;opacity:0.9}
.login-alert-error .login-alert-icon{color:${p.error.main}}
.login-alert-success .login-alert-icon{color:${p.success.main}}
.login-alert-message{padding:8px 0;min-width:0;overflow:auto}
.login-banner{display:none;flex-shrink:0;flex-direction:column;justify-content:center;align-items:center;padding:0 48px;color:#fff;background:linear-gradient(163deg,#1d2129 0%,#00308f 100%)}
@media (min-width:${theme.breakpoints.values.md}px){.login-banner{display:flex;width:40%}}
@media (min-width:${theme.breakpoints.values.lg}px){.login-banner{width:550px}}
.login-banner-art{width:80%;max-width:360px;margin-bottom:48px;opacity:0.9}
.login-slide{text-align:center;min-height:80px}
.login-slogan{${h5};font-weight:600;margin:0 0 8px}
.login-sub-slogan{margin:0;color:rgba(255,255,255,0.75)}
.login-dots{display:flex;margin-top:16px}
.login-dot{display:inline-flex;align-items:center;justify-content:center;min-width:24px;height:24px;padding:0 4px;border:0;border-radius:${radius};background:transparent;cursor:pointer}
.login-dot::before{content:"";width:8px;height:8px;border-radius:4px;background:rgba(255,255,255,0.4);transition:width .2s}
.login-dot[aria-current="true"]::before{width:24px;background:#fff}
.login-banner .login-dot:focus-visible{outline-color:#fff}
/* Placement, after the parts' own rules so that it wins over their margins. */
.login-spaced{margin-top:8px}
.login-grow{flex:1}
.login-submit{margin-top:16px}
.login-send{height:40px;min-width:128px;white-space:nowrap}
@media (prefers-reduced-motion:reduce){.login-tab::after,.login-field>label,.login-btn,.login-dot::before{transition:none}}
`;
}
