// Tailwind compiles the utilities used by the Tailwind variants of demos (docs/**/*.tailwind.tsx).
export default { plugins: { tailwindcss: {} } };
