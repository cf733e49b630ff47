"""Reviewer views (being built: the reviewer's desk issue replaces these)."""

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse


@login_required
def queue(request):
    return HttpResponse("queue")


@login_required
def answer_detail(request, answer_id: int):
    return HttpResponse(f"answer {answer_id}")
