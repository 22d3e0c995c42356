import http from "node:http";

/**
 * Hands a request on to the site at `site` (a URL) and its answer back, unchanged: the bench's
 * and the trace's small servers serve their own variant of a page and pass everything else on.
 */
export function passThrough(site, request, response) {
  const upstream = http.request(
    {
      host: site.hostname,
      port: site.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: site.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => response.writeHead(502).end());
  request.pipe(upstream);
}
