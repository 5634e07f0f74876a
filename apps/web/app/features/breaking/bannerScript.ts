import { BREAKING_ANNOUNCED_KEY, BREAKING_DISMISSED_KEY } from "@matv/shared";

/** The banner's element id; the script finds it (and its data-breaking-id) by this. */
export const BREAKING_BANNER_ID = "breaking-banner";

/**
 * The banner's only script (ADR 062), inline right after the banner's markup, so it runs before the first
 * paint on every page, the runtime-free article and listings included: it hides a banner this reader
 * dismissed (no flash, no shift), shows the dismiss button (useless without JavaScript), remembers a
 * dismissal by the headline's id, and announces a headline to screen readers once, in a polite status region
 * it adds after the page has settled (a copy of the link's words, so the headline keeps its `lang`). Constant text:
 * its CSP hash is the same on every page. ~0.8 KB.
 */
export const BREAKING_BANNER_SCRIPT = `(function(){var b=document.getElementById(${JSON.stringify(BREAKING_BANNER_ID)});if(!b)return;var id=b.getAttribute("data-breaking-id"),D=${JSON.stringify(BREAKING_DISMISSED_KEY)},A=${JSON.stringify(BREAKING_ANNOUNCED_KEY)};function g(k){try{return localStorage.getItem(k)}catch(e){return null}}function s(k,v){try{localStorage.setItem(k,v)}catch(e){}}if(id&&g(D)===id){b.hidden=true;return}var x=b.querySelector("[data-breaking-dismiss]");if(x){x.hidden=false;x.addEventListener("click",function(){s(D,id);b.hidden=true;var f=document.querySelector("header a[href],main a[href]");if(f)f.focus()})}if(id&&g(A)!==id){s(A,id);setTimeout(function(){var r=document.createElement("div");r.setAttribute("role","status");r.className="sr-only";r.setAttribute("data-breaking-announcer","");document.body.appendChild(r);setTimeout(function(){var a=b.querySelector("a");if(a)for(var n=a.firstChild;n;n=n.nextSibling)r.appendChild(n.cloneNode(true))},150)},1000)}})();`;
