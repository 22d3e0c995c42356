import http from "node:http";

/**
 * Node's own HTTP client sending a whole body of `size` bytes as fast as the server takes it,
 * never waiting for an answer (no `Expect: 100-continue`), as most clients do: chunked unless
 * `chunked: false`. Resolves with the answer's status (and Connection header), or the socket
 * error the client saw.
 */
export function postStreamed(
  base: string,
  path: string,
  options: { size: number; chunked?: boolean; headers?: http.OutgoingHttpHeaders },
): Promise<{ status?: number; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const url = new URL(path, base);
    const headers: http.OutgoingHttpHeaders = {
      "content-type": "application/json",
      ...options.headers,
    };
    if (options.chunked === false) headers["content-length"] = options.size;
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers },
      (answer) => {
        answer.resume();
        answer.on("end", () =>
          resolve({ status: answer.statusCode, connection: answer.headers.connection }),
        );
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    const piece = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < options.size) {
        sent += piece.length;
        if (!outgoing.write(piece)) return void outgoing.once("drain", pump);
      }
      outgoing.end();
    };
    pump();
  });
}
