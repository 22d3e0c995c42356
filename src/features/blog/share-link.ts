/**
 * The Share button's behaviour (markup: ./share-button.tsx): the device's share sheet where
 * there is one, otherwise the page address goes to the clipboard and a visible "Link copied"
 * confirms it, announced through the role="status" beside the button. The messages come with
 * the markup (data-copied, data-copy-failed), so this script carries no copy.
 */
const MESSAGE_MS = 4000;

function wire(container: HTMLElement) {
  const button = container.querySelector<HTMLButtonElement>("button[data-share-title]");
  const status = container.querySelector<HTMLElement>('[role="status"]');
  if (!button || !status) return;
  let timer: number | undefined;

  const say = (message: string) => {
    status.textContent = message;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (status.textContent = ""), MESSAGE_MS);
  };

  button.addEventListener("click", async () => {
    const url = window.location.href.split("#")[0] ?? window.location.href;
    const title = button.dataset.shareTitle ?? document.title;
    const text = button.dataset.shareText ?? "";
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(container.dataset.copied ?? "");
    } catch {
      say(container.dataset.copyFailed ?? "");
    }
  });
  button.classList.remove("invisible");
}

for (const container of document.querySelectorAll<HTMLElement>("[data-share]")) wire(container);
export {};
