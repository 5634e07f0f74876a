import type { ComponentType } from "react";
import { ISLAND_ATTRIBUTES, type IslandPriority } from "./islandMarkup";
import type { IslandName } from "./registry";

/** JSON safe inside a `<script>` element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  priority: IslandPriority;
}

/**
 * One existing React component as an island of a static page (ADR 078): in the server HTML, the component's
 * markup inside a wrapper naming it, with its own props as a JSON block beside the markup; in the browser the
 * loader hydrates that markup alone with the same component and props. After a client-side navigation (the
 * page rendered by React Router in the browser) it is the component in the same wrapper.
 */
export function Island<P extends object>({ name, component: Component, props, priority }: IslandProps<P>) {
  return (
    <div {...{ [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.priority]: priority }}>
      {import.meta.env.SSR && <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />}
      <div {...{ [ISLAND_ATTRIBUTES.root]: "" }}>
        <Component {...props} />
      </div>
    </div>
  );
}
