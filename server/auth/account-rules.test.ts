import { expect, it } from "vitest";
import { describeEachDb, nextIp } from "../test/test-app";

// The server checks account fields with the same schemas as the web forms (common/schemas/auth.ts).
describeEachDb("account rules shared with the forms", (use) => {
  async function post(path: string, json: object, token?: string) {
    const response = await use().request(`/api/auth/${path}`, { method: "POST", json, token, ip: nextIp() });
    return { status: response.status, message: ((await response.json()) as { message?: string }).message };
  }

  it("refuses a sign-up without a name, with a malformed email or a short password, in the forms' words", async () => {
    const account = { name: "Lindiwe", email: "lindiwe@example.co.za", password: "long enough" };
    expect(await post("sign-up/email", { ...account, name: "   " })).toEqual({
      status: 400,
      message: "Name is required",
    });
    expect(await post("sign-up/email", { ...account, email: "lindiwe@" })).toEqual({
      status: 400,
      message: "Enter a valid email address",
    });
    expect(await post("sign-up/email", { ...account, password: "short" })).toEqual({
      status: 400,
      message: "Password must be at least 8 characters",
    });
    expect((await post("sign-up/email", account)).status).toBe(200);
  });

  it("refuses a short new password on change and on reset", async () => {
    const user = await use().signUp();
    expect(await post("change-password", { currentPassword: user.password, newPassword: "short" }, user.token)).toEqual(
      { status: 400, message: "Password must be at least 8 characters" },
    );
    expect(await post("change-password", { newPassword: "long enough" }, user.token)).toEqual({
      status: 400,
      message: "Current password is required",
    });
    expect(await post("reset-password", { token: "any", newPassword: "short" })).toEqual({
      status: 400,
      message: "Password must be at least 8 characters",
    });
  });
});
