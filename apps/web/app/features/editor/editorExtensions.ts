import { mergeAttributes, Node, type Extensions } from "@tiptap/core";
import { Image } from "@tiptap/extension-image";
import { StarterKit } from "@tiptap/starter-kit";
import { youtubeEmbedUrl } from "./editorUrls";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    youtubeEmbed: {
      /** Inserts a YouTube video from any YouTube address (stored as the privacy-host embed). */
      insertYoutubeEmbed: (url: string) => ReturnType;
    };
  }
}

/** The title every embedded player carries (iframes need an accessible name). */
export const YOUTUBE_IFRAME_TITLE = "YouTube video player";

/**
 * A YouTube player as one block. Written here rather than with @tiptap/extension-youtube because the
 * HTML must pass the server's sanitiser unchanged: that extension wraps the player in a
 * `div[data-youtube-video]` and adds a dozen player attributes the sanitiser drops, and it reads only
 * its own wrapper back, so a stored body would lose its videos on the next edit.
 */
export const YoutubeEmbed = Node.create({
  name: "youtubeEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null, parseHTML: (element) => youtubeEmbedUrl(element.getAttribute("src") ?? "") } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) => {
          const src = youtubeEmbedUrl((element as HTMLElement).getAttribute("src") ?? "");
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "iframe",
      mergeAttributes(HTMLAttributes, {
        title: YOUTUBE_IFRAME_TITLE,
        width: "560",
        height: "315",
        allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture",
        allowfullscreen: "true",
      }),
    ];
  },
  addCommands() {
    return {
      insertYoutubeEmbed:
        (url) =>
        ({ commands }) => {
          const src = youtubeEmbedUrl(url);
          return src ? commands.insertContent({ type: this.name, attrs: { src } }) : false;
        },
    };
  },
});

/**
 * The desk's one schema: what the toolbar offers plus what paste and keyboard shortcuts can make,
 * every node rendered as HTML the server's sanitiser keeps unchanged (see editorHtmlFixtures).
 */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      // Code blocks carry a class attribute the sanitiser removes; the newsroom has no use for them.
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto"],
        isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
        // The sanitiser rewrites rel for target=_blank links: plain links pass it unchanged.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    Image.configure({ inline: false, allowBase64: false, HTMLAttributes: { loading: "lazy" } }),
    YoutubeEmbed,
  ];
}
