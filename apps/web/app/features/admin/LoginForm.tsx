import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { saveSession } from "./session";
import { apiFetch } from "../../lib/api/reader";
import * as api from "../../lib/api/endpoints";

export const LOGIN_SUCCESS = "✅ Logged in successfully!";
export const LOGIN_FAILED = "❌ Login failed. Please check your email or password.";

/** Staff sign-in (spec 000 §2 "Admin Login"). */
export function LoginForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const response = await apiFetch(api.login(), {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const body = await response.json();
      saveSession(body.token, body.user);
      window.alert(LOGIN_SUCCESS);
      navigate("/admin/dashboard");
    } catch {
      window.alert(LOGIN_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4">
      <div>
        <label htmlFor={emailId} className="block text-sm font-semibold">
          Email
        </label>
        <input id={emailId} name="email" type="email" required autoComplete="username" className="mt-1 w-full rounded border border-gray-400 px-3 py-2" />
      </div>
      <div>
        <label htmlFor={passwordId} className="block text-sm font-semibold">
          Password
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="mt-1 w-full rounded border border-gray-400 px-3 py-2"
        />
      </div>
      <button type="submit" disabled={busy} className="w-full rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
        {busy ? "Logging in..." : "Login"}
      </button>
    </form>
  );
}

export function LoginScreen() {
  return (
    <section className="mx-auto max-w-sm py-10" aria-labelledby="login-title">
      <h1 id="login-title" className="text-2xl font-bold">
        Admin Login
      </h1>
      <p className="mt-2 text-sm text-gray-700">For MATV newsroom staff.</p>
      <LoginForm />
    </section>
  );
}
