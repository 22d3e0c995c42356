// docs/product.md §2: the not-found page logs the missing path to the console (included by 404.astro; the
// page is one static file served for every unknown path, so the path is read in the browser).
console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
