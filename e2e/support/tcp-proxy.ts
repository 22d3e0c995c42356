import net from "node:net";

/**
 * A TCP forwarder between the app and PostgreSQL, so a test can take the database away without
 * touching the server every other test shares: `cut()` destroys every open connection and stops
 * listening (new connections are refused, as by a stopped server); `restore()` listens again on
 * the same port. `partition()` is the nastier failure of a network path that goes silent: open
 * connections stay open but carry nothing, new ones are accepted and never answered; `heal()`
 * resets them all and forwards again.
 */
export type TcpProxy = {
  port: number;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  partition: () => void;
  heal: () => void;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  let silent = false;
  const server = net.createServer((client) => {
    track(client);
    client.on("error", () => {});
    if (silent) return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: () => listen(port),
    partition() {
      silent = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    heal() {
      silent = false;
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      if (server.listening) await cut();
    },
  };
}
