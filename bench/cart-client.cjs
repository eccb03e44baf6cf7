// autocannon setupClient for bench/api-cart.ts: each connection is its own signed-in shopper.
// Loaded with require() inside autocannon's worker thread, hence CommonJS; the shoppers' cookies and the
// request sequence arrive through the environment the worker inherits.
let next = 0;

module.exports = function setupClient(client) {
  const cookies = JSON.parse(process.env.BENCH_CART_COOKIES);
  const requests = JSON.parse(process.env.BENCH_CART_REQUESTS);
  const cookie = cookies[next % cookies.length];
  next += 1;
  client.setRequests(requests.map((r) => ({ ...r, headers: { ...r.headers, cookie } })));
};
