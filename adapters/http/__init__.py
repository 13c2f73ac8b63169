"""The HTTP adapter: the API (`app.create_app`), its authorization policy (`auth`), the operator
console page, and the `serve` and `token` commands."""
