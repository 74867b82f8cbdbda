// A few helpers to build DOM without a framework: h("div.class", {attrs}, children).

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, unknown>;

export function h<K extends keyof HTMLElementTagNameMap>(
  spec: K | `${K}.${string}` | `${K}#${string}`,
  attrs: Attrs = {},
  ...children: Array<Child | Child[]>
): HTMLElementTagNameMap[K] {
  const [tagAndId, ...classes] = spec.split(".");
  const [tag, id] = tagAndId.split("#");
  const el = document.createElement(tag as K);
  if (id) el.id = id;
  if (classes.length) el.className = classes.join(" ");
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    } else if (key === "class") {
      el.className += (el.className ? " " : "") + String(value);
    } else if (key === "style" && typeof value === "object") {
      Object.assign(el.style, value);
    } else if (key === "value" && "value" in el) {
      (el as unknown as { value: string }).value = String(value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el: Node, children: Array<Child | Child[]>): void {
  for (const c of children) {
    if (Array.isArray(c)) append(el, c);
    else if (c === null || c === undefined || c === false) continue;
    else el.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  }
}

export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

export function replace(el: Element, ...children: Array<Child | Child[]>): void {
  clear(el);
  append(el, children);
}

// mm:ss, with a minus sign over time.
export function clockText(ms: number): string {
  const negative = ms < 0;
  const total = Math.ceil(Math.abs(ms) / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${negative ? "−" : ""}${m}:${String(s).padStart(2, "0")}`;
}

// The click handler of the <summary> of a <details> whose open state the page keeps (the pages
// are drawn afresh on every change): the state changes as the summary is clicked, not at the
// "toggle" event, which comes a task later, so that a redraw in between does not draw it closed
// again. (Under AddressSanitizer a fresh-clone CI run opened the director's log just before the
// answer to the last action redrew the page, and found the log shut.)
export function toggleOnClick(changed: (open: boolean) => void): (e: Event) => void {
  return (e: Event) => {
    e.preventDefault();
    const details = (e.currentTarget as HTMLElement).parentElement as HTMLDetailsElement;
    details.open = !details.open;
    changed(details.open);
  };
}
