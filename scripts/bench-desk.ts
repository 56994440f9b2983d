/**
 * `npm run bench:desk`: the desk's lists and searches against a full store (issue 35): 50,000
 * inquiries, 20,000 of them with a consultation in every status, names Arabic and Latin, other
 * parties named. It starts the real server (`server/main.ts`, the built site, mail off) on a
 * throwaway DATA_DIR with one desk account, signs in, asks each page 200 times one after the
 * other, and prints p50 and p99. A report that fails (exit 1) when a p99 passes 50 ms.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { EditorAccounts } from "../server/editor/accounts";
import { openStore } from "../server/store";

const budgetMs = 50;
const rounds = 200;
const hour = 3_600_000;
const root = resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "bench-desk-"));

const first = ["أحمد", "فاطمة", "Omar", "Lina", "مصطفى", "José", "خالد", "Rania", "محمد", "Sara"];
const last = ["الخطيب", "Haddad", "النجار", "Müller", "العلي", "Odeh", "الزعبي", "Saleh"];
const services = ["corporate", "contract", "trading", "consulting", "document", "business", ""];
const statuses = ["requested", "confirmed", "declined", "cancelled", "attended"] as const;

function seed() {
  const store = openStore(dataDir);
  const now = Date.now();
  store.transaction(() => {
    for (let i = 0; i < 50_000; i += 1) {
      const at = now - (i + 1) * 10 * 60_000;
      const id = store.inquiries.insert(
        {
          fullName: `${first[i % first.length]} ${last[(i * 7) % last.length]} ${i}`,
          email: `visitor${i}@example.com`,
          phone: "+962 6 555 0100",
          service: services[i % services.length] as "corporate",
          message: `Inquiry ${i}: a question about a ${i % 2 ? "lease" : "share transfer"}.`,
          privacyAgreed: true,
          language: i % 2 ? "ar" : "en",
          website: "",
          slot: "",
          attorney: "any",
          meeting: "office",
          timeZone: "",
          otherParties: "",
        },
        { spam: false, now: at },
      );
      if (i % 5 >= 2) continue; // 2 in 5: 20,000 with a consultation
      const start = now + ((i % 400) - 200) * hour;
      const held = store.bookings.hold(
        {
          inquiryId: id,
          candidates: ["2", "3", "4", "5", "6", "7"],
          requestedAttorney: "any",
          start,
          end: start + hour,
          meeting: "office",
          timeZone: "",
          otherParties: i % 3 ? "" : `شركة الفجر ${i}\nWexbridge Trading ${i}`,
          holdUntil: start,
        },
        at,
      );
      const status = statuses[i % statuses.length]!;
      if (held && status !== "requested")
        store.bookings.transition(id, ["requested"], status === "attended" ? "confirmed" : status, {
          now: at,
        });
    }
    // 2,000 data requests, one in four still to answer.
    for (let i = 0; i < 2_000; i += 1) {
      const at = now - i * 3 * hour;
      store.requests.add({
        id: `R${String(i).padStart(11, "0")}`,
        email: `visitor${i}@example.com`,
        kind: "access",
        details: "",
        language: "ar",
        source: "form",
        receivedAt: at,
        provenAt: at,
        dueOn: new Date(at + 21 * 86_400_000).toISOString().slice(0, 10),
        enteredBy: "",
      });
      if (i % 4) store.requests.answer(`R${String(i).padStart(11, "0")}`, at, "bench", "copy", "");
    }
  });
  store.close();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

seed();
const account = { email: "rana@nasserlaw.jo", password: "correct horse battery" };
await new EditorAccounts(dataDir).add("Rana Haddad", account.email, account.password, ["desk"]);
const port = 40_000 + Math.floor(Math.random() * 20_000);
const server = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SMTP_URL: "",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
let failed = false;
try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (tries > 300) throw new Error("the server did not start");
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const signedIn = await fetch(`${base}/editor/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(account).toString(),
    redirect: "manual",
  });
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
  const pages = [
    "/desk?view=waiting",
    "/desk?view=agenda",
    "/desk?view=past&page=40",
    "/desk?view=cancelled",
    "/ar/desk/inquiries",
    "/desk/inquiries?q=lease&status=new&service=contract",
    "/desk/inquiries?q=visitor4242",
    "/desk/inquiries?q=079%20123%204567",
    "/desk/inquiries?from=2026-01-01&to=2026-06-30&page=3",
    `/desk/conflicts?q=${encodeURIComponent("احمد الخطيب")}`,
    "/desk/conflicts?q=wexbridge",
    "/desk/audit",
    "/desk/requests",
    "/ar/desk/requests?view=answered&page=20",
    `/desk/requests/R${"0".repeat(11)}`,
  ];
  console.log(`${"page".padEnd(60)}  p50 ms  p99 ms`);
  for (const path of pages) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      const answer = await fetch(`${base}${path}`, { headers: { cookie } });
      await answer.text();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    if (p99 > budgetMs) failed = true;
    console.log(
      `${path.padEnd(60)}  ${percentile(times, 50).toFixed(1).padStart(6)}  ${p99.toFixed(1).padStart(6)}${p99 > budgetMs ? "  over budget" : ""}`,
    );
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`A page's p99 passed ${budgetMs} ms.`);
  process.exit(1);
}
