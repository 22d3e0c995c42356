import { sql } from "drizzle-orm";
import { openDbHandle } from "./src/server/db/client";
import { createSession } from "./src/server/admin/sessions";
import { setEnquiryStatus, addEnquiryNote } from "./src/server/admin/enquiries";
import { seedEnquiry } from "./test/enquiries";
const h = await openDbHandle(process.env.DATABASE_URL);
await h.migrate();
const db = h.db;
const names = ["Priya Natarajan","Rahul Mehta","अनन्या शर्मा","Karthik Reddy","Fatima Khan","Joseph D'Souza","Meera Iyer","Arjun Singh","ராஜேஷ் குமார்","Sneha Kulkarni"];
const services = ["CTO-As-A-Service","MVP Development","AI Automation","Google Ads Marketing","Tech Strategy Consulting","General Consultation"];
const statuses = ["new","contacted","qualified","won","lost","spam"] as const;
const now = Date.now();
let first = "";
for (let i = 0; i < 60; i++) {
  const id = await seedEnquiry(db, {
    name: names[i % names.length], email: `${names[i%names.length].split(" ")[0].toLowerCase().replace(/[^a-z]/g,"") || "guest"}${i}@example.in`,
    company: i % 4 === 0 ? null : ["Kaveri Textiles","Nimbus Logistics","Saffron Foods","Deccan Motors"][i%4],
    location: ["Bengaluru","Pune","Chennai","Mumbai"][i%4],
    serviceType: services[(i * 7) % 6], status: statuses[i % 9 < 4 ? 0 : (i % 6)],
    requirements: "We need an ordering app for our distributors across Maharashtra, with WhatsApp updates.\nBudget around 8 lakh.",
    createdAt: new Date(now - i * 30 * 3600_000 - (i % 5) * 3600_000),
    notification: i % 11 === 3 ? "failed" : i % 13 === 5 ? "pending" : "sent",
  });
  if (i === 2) first = id;
}
await db.execute(sql`update email_outbox set last_error = '421 4.7.0 Try again later, closing connection' where status <> 'sent'`);
await setEnquiryStatus(db, { id: first, status: "contacted", actor: "owner@site.example", now: new Date(now - 50 * 3600_000) });
await addEnquiryNote(db, { id: first, note: "Called her; she wants a quote by Friday.\nSend the MVP deck.", actor: "owner@site.example", now: new Date(now - 49 * 3600_000) });
await db.execute(sql`insert into newsletter_subscribers (email) select 'reader' || g || '@example.in' from generate_series(1, 12) g on conflict do nothing`);
await db.execute(sql`insert into presentation_access_log (client_ip, user_agent, success) values ('203.0.113.9', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', false), ('203.0.113.9', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15', true), ('2001:db8::42', null, true)`);
const s = await createSession(db, "owner@site.example");
console.log(JSON.stringify({ token: s.token, first }));
await h.close();
