"""The audit history pages at `/audit/`, for admins: a view of foundations.audit."""
