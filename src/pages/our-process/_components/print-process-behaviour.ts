/** "Download Process PDF" (print-process-button.tsx): the browser's print dialog, no framework. */
document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-print-page]") : null;
  if (button) window.print();
});
